import { escapeHtmlText, type EditorCode } from "~/editor/combine-code";

/** What /editor shows first: a small page that uses all three tabs. */
export function starterCode(siteName: string): EditorCode {
  return {
    html: `<main class="tarjeta">
  <h1>¡Hola, ${escapeHtmlText(siteName)}!</h1>
  <p>Edita el código en las pestañas HTML, CSS y JavaScript y pulsa <strong>Ejecutar</strong> para ver el resultado.</p>
  <button id="saludar" type="button">Saludar</button>
  <p id="mensaje" aria-live="polite"></p>
</main>
`,
    css: `body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  font-family: system-ui, sans-serif;
  background: linear-gradient(135deg, #eef6ff, #bcdaff);
  color: #142357;
}

.tarjeta {
  max-width: 28rem;
  margin: 1rem;
  padding: 2rem;
  border-radius: 1rem;
  background: #ffffff;
  box-shadow: 0 10px 30px rgba(20, 35, 87, 0.15);
  text-align: center;
}

button {
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: 0.5rem;
  background: #1b5cf5;
  color: #ffffff;
  font-size: 1rem;
  cursor: pointer;
}

button:hover {
  background: #1447e1;
}
`,
    js: `const boton = document.getElementById("saludar");
const mensaje = document.getElementById("mensaje");

boton.addEventListener("click", () => {
  mensaje.textContent = "¡Bienvenido! Sigue programando 🚀";
});
`,
  };
}
