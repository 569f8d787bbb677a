/** SPEC §1: the messages a tab shows while the window is out of focus. */
export const TAB_TITLE_MESSAGES = [
  "¡Vuelve pronto! 👋",
  "¡Sigue programando! 💻",
  "¡Conviértete en un maestro del código! 🧙",
  "Tu código te extraña 🥺",
  "¡No olvides practicar hoy! 📚",
  "¡Un commit más y lo logras! 🚀",
  "¡El siguiente módulo te espera! 🎯",
  "¿Un café y seguimos? ☕",
  "¡Aprender es tu superpoder! 🦸",
  "Hay un bug esperándote 🐛",
  "¡Regresa, la clase sigue! 🎓",
  "¡Tus metas te esperan! 🏆",
  "¡Cada línea cuenta! ✍️",
  "¡La práctica hace al maestro! 💪",
  "¡Tu futuro se programa hoy! 🌟",
  "¡No te rindas, ya casi! 🔥",
] as const;

/**
 * When the window loses focus the tab shows a random message; focus (or leaving the page) brings
 * the title back. Returns the cleanup. Plain DOM, shared by the hydrated app and static pages.
 */
export function watchTabTitle() {
  let savedTitle: string | null = null;
  const restore = () => {
    if (savedTitle !== null) document.title = savedTitle;
    savedTitle = null;
  };
  const onBlur = () => {
    if (savedTitle === null) savedTitle = document.title;
    document.title = TAB_TITLE_MESSAGES[Math.floor(Math.random() * TAB_TITLE_MESSAGES.length)];
  };
  window.addEventListener("blur", onBlur);
  window.addEventListener("focus", restore);
  window.addEventListener("pagehide", restore);
  return () => {
    restore();
    window.removeEventListener("blur", onBlur);
    window.removeEventListener("focus", restore);
    window.removeEventListener("pagehide", restore);
  };
}
