/**
 * Small rules of Spanish copy, in one place so every page follows them.
 */

const countFormat = new Intl.NumberFormat("es-MX");

/**
 * "1 certificado encontrado" / "1,234 certificados encontrados": the count, then the singular or
 * plural phrase (every word of it agrees with the count, so each form is written out whole).
 */
export function countLabel(count: number, one: string, many: string) {
  return `${countFormat.format(count)} ${count === 1 ? one : many}`;
}

/** Ends a sentence: a full stop unless it already ends with one (or with "!", "?" or "…"). */
export function asSentence(text: string) {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The text without its closing full stop, to quote inside another sentence ("(motivo: …)"). */
export function withoutFinalStop(text: string) {
  return text.trimEnd().replace(/(?<!\.)\.$/, "");
}
