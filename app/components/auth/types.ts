/** The /auth page's two forms, told apart by their `intent` (and the `?tab=` they open on). */
export type AuthTab = "login" | "register";
