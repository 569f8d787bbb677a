import { useEffect } from "react";

import { watchTabTitle } from "~/enhance/tab-title";

/** When the window loses focus, the tab shows a random message; focus brings the title back. */
export function TabTitleMessages() {
  useEffect(() => watchTabTitle(), []);
  return null;
}
