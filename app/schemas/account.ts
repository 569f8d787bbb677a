import * as z from "zod/mini";

import { emailField, PASSWORD_MAX, passwordField } from "~/schemas/auth";

/**
 * The account-recovery forms (issue 19): "¿Olvidaste tu contraseña?", the new password (from the
 * mail's link or with its code) and the email confirmation. Public forms, so `zod/mini` and read
 * with `parseForm` (decision 071); the browser loads them on first use (decision 073).
 */

const EMAIL_MESSAGE = "Por favor ingresa un correo electrónico válido.";
const MISMATCH_MESSAGE = "Las contraseñas no coinciden";
/** A link's token is 43 characters; anything far longer is not one (and is not looked up). */
const TOKEN_MAX = 200;
const INVALID_LINK_MESSAGE = "El enlace no es válido. Ábrelo de nuevo desde tu correo.";
const CODE_MESSAGE = "Escribe el código de 8 caracteres que te enviamos (por ejemplo, ABCD-EFGH).";

const tokenField = z
  .string({ error: INVALID_LINK_MESSAGE })
  .check(z.minLength(1, INVALID_LINK_MESSAGE), z.maxLength(TOKEN_MAX, INVALID_LINK_MESSAGE));

/** The code as typed: spaces, dashes and lowercase are fine (the model normalizes it). */
const codeField = z
  .string({ error: CODE_MESSAGE })
  .check(z.trim(), z.minLength(8, CODE_MESSAGE), z.maxLength(20, CODE_MESSAGE));

const newPasswordFields = {
  password: passwordField(),
  confirmPassword: z.string({ error: MISMATCH_MESSAGE }).check(z.maxLength(PASSWORD_MAX)),
};

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (value) => value.password === value.confirmPassword,
  { message: MISMATCH_MESSAGE, path: ["confirmPassword"] },
);

/** /forgot-password: the account's email. */
export const ForgotPasswordSchema = z.object({ email: emailField(EMAIL_MESSAGE) });

/** /reset-password?token=…: the new password, with the link's token in a hidden field. */
export const ResetWithLinkSchema = z
  .object({ intent: z.literal("reset-link"), token: tokenField, ...newPasswordFields })
  .check(passwordsMatch);

/** /reset-password without a link: the email, the mailed code and the new password. */
export const ResetWithCodeSchema = z
  .object({
    intent: z.literal("reset-code"),
    email: emailField(EMAIL_MESSAGE),
    code: codeField,
    ...newPasswordFields,
  })
  .check(passwordsMatch);

/** The /reset-password action: either form, told apart by `intent`. */
export const ResetPasswordSchema = z.discriminatedUnion("intent", [
  ResetWithLinkSchema,
  ResetWithCodeSchema,
]);

/** /verify-email: "Confirmar mi correo" posts the link's token. */
export const VerifyEmailSchema = z.object({ token: tokenField });
