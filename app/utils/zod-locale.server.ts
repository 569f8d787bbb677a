import * as z from "zod";
import { es } from "zod/locales";

/**
 * Messages our schemas do not spell out (e.g. a wrong type) come in Spanish too. Called once at
 * start-up by the server entry (and by the test setup); the browser bundle keeps zod without its
 * locales.
 */
export function setSpanishZodMessages() {
  z.config(es());
}
