import * as z from "zod";

import { emailField, nameField, PASSWORD_MAX, usernameField } from "~/schemas/auth";
import { checkbox, cleaned, idField } from "~/schemas/fields";

/**
 * Profile rules (SPEC §5 "Profile", "Password change", "Photo"), shared by the /profile forms
 * (Conform, browser and action) and `PATCH /api/user/profile|password`.
 */

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = "La imagen no debe superar los 5MB";
export const PHOTO_FORMAT_MESSAGE = "Solo se permiten imágenes en formato JPG, PNG o GIF";
/** For the file input's `accept`; the server decides by the file's bytes, not by this. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/gif";
export const BIO_MAX = 500;

export const PROFILE_EMAIL_MESSAGE = "Por favor ingresa un correo electrónico válido.";

const bioField = cleaned(
  z.string().max(BIO_MAX, `La biografía no debe superar los ${BIO_MAX} caracteres.`),
);

const infoFields = {
  name: nameField,
  username: usernameField,
  email: emailField(PROFILE_EMAIL_MESSAGE),
};

function minSix(message: string) {
  return z
    .string({ error: message })
    .min(6, message)
    .max(PASSWORD_MAX, `La contraseña no debe superar los ${PASSWORD_MAX} caracteres.`);
}

const currentPasswordField = minSix("La contraseña actual debe tener al menos 6 caracteres.");
const newPasswordField = minSix("La nueva contraseña debe tener al menos 6 caracteres.");

/**
 * The current password typed with the profile's data: the model asks for it (and checks it) only
 * when the email changes, so here it is merely bounded; empty means not given.
 */
const emailChangePasswordField = z
  .string()
  .max(PASSWORD_MAX, `La contraseña no debe superar los ${PASSWORD_MAX} caracteres.`)
  .optional();

/** Photo card: an optional new photo (an empty file input is "no change") and the bio. */
export const ProfilePhotoSchema = z.object({
  intent: z.literal("update-profile"),
  photo: z
    .instanceof(File, { message: PHOTO_FORMAT_MESSAGE })
    .refine((file) => file.size <= MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE)
    .optional(),
  bio: bioField.optional(),
});

/** 'Información General' ('Contraseña actual' for a new email). */
export const ProfileInfoSchema = z.object({
  intent: z.literal("update-info"),
  ...infoFields,
  currentPassword: emailChangePasswordField,
});

/** 'Seguridad'. */
export const PasswordChangeSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: minSix("La confirmación de la contraseña debe tener al menos 6 caracteres."),
  })
  // Only compared once both are long enough: one message per field at a time.
  .refine(
    (value) => value.confirmPassword.length < 6 || value.newPassword === value.confirmPassword,
    {
      message: "Las contraseñas no coinciden.",
      path: ["confirmPassword"],
    },
  );

export const CancelEnrollmentSchema = z.object({
  intent: z.literal("cancel-enrollment"),
  enrollmentId: idField("Inscripción no encontrada"),
});

export const DeleteAccountSchema = z.object({ intent: z.literal("delete-account") });

/** 'Verifica tu correo' → 'Reenviar enlace'. */
export const ResendVerificationSchema = z.object({ intent: z.literal("resend-verification") });

/** 'Ahorro de datos': lighter images and no video preloading (docs/decisions/127). */
export const DataSavingSchema = z.object({
  intent: z.literal("update-data-saving"),
  saveData: checkbox(),
});

/** The /profile action: every form on the page, told apart by `intent`. */
export const ProfileActionSchema = z.discriminatedUnion("intent", [
  ProfilePhotoSchema,
  ProfileInfoSchema,
  PasswordChangeSchema,
  CancelEnrollmentSchema,
  DeleteAccountSchema,
  ResendVerificationSchema,
  DataSavingSchema,
]);

export type ProfileIntent = z.infer<typeof ProfileActionSchema>["intent"];

export const PROFILE_INTENTS: readonly ProfileIntent[] = [
  "update-profile",
  "update-info",
  "change-password",
  "cancel-enrollment",
  "delete-account",
  "resend-verification",
  "update-data-saving",
];

/** A `data:image/...;base64,` URL, as the previous site's photo picker sends a new photo. */
export const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/i;

/** Room for a 5 MB photo as base64 in a JSON body. */
export const MAX_PROFILE_JSON_BYTES = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64 * 1024;

/**
 * `PATCH /api/user/profile` (SPEC §7: name, email, username, bio, profileImage, plus the optional
 * currentPassword a new email needs). name, email and username are required (as on the previous
 * site); bio and profileImage are optional, and null or "" clears them. profileImage may point at
 * one of the caller's own uploaded images or be a new photo as a data URL (checked by its bytes
 * like the form upload).
 */
export const ApiProfileSchema = z.object({
  ...infoFields,
  currentPassword: emailChangePasswordField,
  bio: z.union([bioField, z.null()]).optional(),
  profileImage: z
    .union([
      z.literal(""),
      z.null(),
      z.string().regex(/^\/images\/\d{1,12}$/, "La imagen de perfil no es válida."),
      z.string().regex(IMAGE_DATA_URL, PHOTO_FORMAT_MESSAGE),
    ])
    .optional(),
});

/** `PATCH /api/user/password` (SPEC §7: currentPassword, newPassword). */
export const ApiPasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
