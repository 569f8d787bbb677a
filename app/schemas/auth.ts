import * as z from "zod/mini";

import { cleanText } from "~/schemas/mini-fields";

/**
 * Account rules (SPEC §5), shared by the /auth forms (Conform, browser and action) and the JSON
 * API (`/api/login`, `/api/register`). Messages are UI copy: keep them verbatim. Written with
 * `zod/mini` (decision 071): the browser loads these with the forms, and mini tree-shakes.
 */

export const PASSWORD_MIN = 6;
/** Argon2 hashes any length; the cap keeps a huge "password" from costing server time. */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const USERNAME_MAX = 30;
export const EMAIL_MAX = 254;

const LOGIN_EMAIL_MESSAGE = "Formato de correo no válido";
const PASSWORD_MESSAGE = "La contraseña debe tener al menos 6 caracteres";
const PASSWORD_TOO_LONG = "La contraseña no debe superar los 128 caracteres.";

/** Trimmed and lowercased, so emails compare case-insensitively everywhere. */
export function emailField(message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX, message)),
    z.email({ error: message }),
  );
}

export function passwordField(message = PASSWORD_MESSAGE) {
  return z
    .string({ error: message })
    .check(z.minLength(PASSWORD_MIN, message), z.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG));
}

const NAME_MESSAGE = "El nombre debe tener al menos 2 caracteres.";
const USERNAME_MESSAGE = "El nombre de usuario debe tener al menos 3 caracteres.";

export const nameField = z.pipe(
  z.transform(cleanText),
  z
    .string({ error: NAME_MESSAGE })
    .check(
      z.minLength(2, NAME_MESSAGE),
      z.maxLength(NAME_MAX, `El nombre no debe superar los ${NAME_MAX} caracteres.`),
    ),
);

export const usernameField = z
  .string({ error: USERNAME_MESSAGE })
  .check(
    z.trim(),
    z.minLength(3, USERNAME_MESSAGE),
    z.maxLength(
      USERNAME_MAX,
      `El nombre de usuario no debe superar los ${USERNAME_MAX} caracteres.`,
    ),
    z.normalize("NFKC"),
    z.regex(
      /^[\p{L}\p{N}._-]+$/u,
      "El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos.",
    ),
  );

/** Where to go after signing in; checked again with safeRedirect before use. */
const redirectToField = z.optional(z.string().check(z.maxLength(2000)));

const loginFields = {
  email: emailField(LOGIN_EMAIL_MESSAGE),
  password: passwordField(),
};

const registerFields = {
  name: nameField,
  email: emailField(LOGIN_EMAIL_MESSAGE),
  username: usernameField,
  password: passwordField(),
};

export const LoginSchema = z.object({
  intent: z.literal("login"),
  ...loginFields,
  redirectTo: redirectToField,
});

export const RegisterSchema = z
  .object({
    intent: z.literal("register"),
    ...registerFields,
    confirmPassword: z
      .string({ error: "Las contraseñas no coinciden" })
      .check(z.maxLength(PASSWORD_MAX)),
    redirectTo: redirectToField,
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      message: "Las contraseñas no coinciden",
      path: ["confirmPassword"],
    }),
  );

/** The /auth action: one form per tab, told apart by `intent`. */
export const AuthActionSchema = z.discriminatedUnion("intent", [LoginSchema, RegisterSchema]);

/** `POST /api/login` body: the login form's fields. */
export const ApiLoginSchema = z.object(loginFields);
/** `POST /api/register` body: the register form's fields without confirmPassword (SPEC §7). */
export const ApiRegisterSchema = z.object(registerFields);

export type RegisterInput = z.infer<typeof ApiRegisterSchema>;

/** What a refused registration shows when the reason must not be told (a filled honeypot). */
export const GENERIC_ERROR_MESSAGE = "Ha ocurrido un error. Por favor, inténtalo de nuevo.";
