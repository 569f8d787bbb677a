/**
 * The public forms on a static page (`/auth`, `/contact`; docs/decisions/132): what the form kit's
 * React components do when a page hydrates, done on the server-rendered markup. Without
 * JavaScript the forms work as they are; this only adds to them.
 */
export function enhanceForms() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    "button[data-password-toggle]",
  )) {
    enablePasswordToggle(button);
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    'button[type="submit"][data-pending-label]',
  )) {
    showPendingLabel(button);
  }
  carryTypedEmailInLinks();
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-validate]")) {
    validateOnFirstUse(form);
  }
}

/** "Mostrar contraseña" / "Ocultar contraseña", as `PasswordField` does with React. */
function enablePasswordToggle(button: HTMLButtonElement) {
  const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!(input instanceof HTMLInputElement)) return;
  const icon = button.querySelector("use");
  button.hidden = false;
  input.classList.add("pr-11");
  button.addEventListener("click", () => {
    const visible = input.type === "password";
    input.type = visible ? "text" : "password";
    button.setAttribute("aria-label", visible ? "Ocultar contraseña" : "Mostrar contraseña");
    button.setAttribute("aria-pressed", String(visible));
    const href = icon?.getAttribute("href") ?? "";
    icon?.setAttribute("href", href.replace(/#.*$/, visible ? "#eye-off" : "#eye"));
  });
}

/** While the form is sent the button says so and cannot send it twice (`SubmitButton`). */
function showPendingLabel(button: HTMLButtonElement) {
  const form = button.form;
  if (!form) return;
  // What the button shows (an icon too, on some pages), put back when the page is shown again.
  const content = [...button.childNodes].map((node) => node.cloneNode(true));
  form.addEventListener("submit", (event) => {
    if (event.submitter && event.submitter !== button) return;
    // After the other listeners (the validation may stop the submit) and after the browser has
    // read the form: a submitter disabled earlier would leave its own value out.
    setTimeout(() => {
      if (event.defaultPrevented) return;
      button.textContent = button.dataset.pendingLabel ?? button.textContent;
      button.setAttribute("aria-busy", "true");
      button.disabled = true;
    });
  });
  // Back to this page from the next one (back/forward cache): ready to send again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    button.replaceChildren(...content.map((node) => node.cloneNode(true)));
    button.removeAttribute("aria-busy");
    button.disabled = false;
  });
}

/** The sign-in and sign-up tabs keep the email being typed, like the React page does. */
function carryTypedEmailInLinks() {
  const links = document.querySelectorAll<HTMLAnchorElement>("a[data-email-link]");
  if (!links.length) return;
  document.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.name !== "email") return;
    const email = field.value.trim();
    for (const link of links) {
      const url = new URL(link.href);
      if (email) url.searchParams.set("email", email);
      else url.searchParams.delete("email");
      link.setAttribute("href", url.pathname + url.search);
    }
  });
}

/**
 * The form's schema checks it in the browser (decision 073's rules) once loaded, on the first
 * focus or input inside the form, so the page itself loads no zod. Until then, or if it cannot
 * load (offline, a new deploy), a submit goes to the server, which checks the same schema.
 */
function validateOnFirstUse(form: HTMLFormElement) {
  let loading = false;
  const start = () => {
    if (loading) return;
    loading = true;
    import("~/enhance/form-validation").then(
      ({ validateInBrowser }) => validateInBrowser(form),
      () => {
        loading = false;
      },
    );
  };
  form.addEventListener("focusin", start);
  form.addEventListener("input", start);
}
