import * as z from "zod";

import { cleanText } from "~/schemas/fields";

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

/** The contact form (SPEC §5 "Contact"), shared by /contact and POST /api/contact. */
export const contactSchema = z.object({
  name: z.preprocess(
    cleanText,
    z.string({ error: M.name }).min(1, M.name).max(CONTACT_NAME_MAX_LENGTH, M.nameMax),
  ),
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.email({ error: M.email }).max(254, M.email),
  ),
  message: z.preprocess(
    cleanText,
    z.string({ error: M.message }).min(1, M.message).max(CONTACT_MESSAGE_MAX_LENGTH, M.messageMax),
  ),
});

export type ContactInput = z.output<typeof contactSchema>;
