/** A field real people never see nor fill; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}
