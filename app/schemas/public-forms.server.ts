/**
 * What the public forms' loaders and actions need, for their routes to import (decision 073).
 * A route's static imports stay in its browser bundle even when only the loader or action uses
 * them (esbuild shares a module with every entry that reaches it), while a `.server` module is
 * left out. Imported from here, the schemas, their parser and zod reach the browser only through
 * the forms' `import()` on first use.
 */
export {
  AuthActionSchema,
  GENERIC_ERROR_MESSAGE,
  LoginSchema,
  RegisterSchema,
} from "~/schemas/auth";
export {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  ResetWithCodeSchema,
  ResetWithLinkSchema,
  VerifyEmailSchema,
} from "~/schemas/account";
export { CONTACT_MESSAGE_MAX_LENGTH, contactSchema } from "~/schemas/contact";
export { getFormConstraint } from "~/schemas/form-constraint";
export { parseForm } from "~/schemas/parse-form";
