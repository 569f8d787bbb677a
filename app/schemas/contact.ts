import * as z from "zod/mini";

import { cleanText } from "~/schemas/mini-fields";

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const CONTACT_MESSAGES = {
  name: "El nombre es requerido",
  nameMax: `El nombre no puede superar los ${CONTACT_NAME_MAX_LENGTH} caracteres`,
  email: "Por favor ingresa un correo electrónico válido",
  message: "El mensaje es requerido",
  messageMax: `El mensaje no puede superar los ${CONTACT_MESSAGE_MAX_LENGTH} caracteres`,
} as const;

const M = CONTACT_MESSAGES;

/**
 * The contact form (SPEC §5 "Contact"), shared by /contact and POST /api/contact. `zod/mini`
 * (decision 071): the browser loads it with the form.
 */
export const contactSchema = z.object({
  name: z.pipe(
    z.transform(cleanText),
    z
      .string({ error: M.name })
      .check(z.minLength(1, M.name), z.maxLength(CONTACT_NAME_MAX_LENGTH, M.nameMax)),
  ),
  email: z.pipe(
    z.transform((value) => (typeof value === "string" ? value.trim().toLowerCase() : value)),
    z.email({ error: M.email }).check(z.maxLength(254, M.email)),
  ),
  message: z.pipe(
    z.transform(cleanText),
    z
      .string({ error: M.message })
      .check(z.minLength(1, M.message), z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, M.messageMax)),
  ),
});

export type ContactInput = z.output<typeof contactSchema>;
