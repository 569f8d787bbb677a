import { and, count, eq, isNull, ne, sql } from "drizzle-orm";

import { images, users, type PublicUser } from "../../db/schema";
import { hashPassword, verifyPassword } from "~/auth/password.server";
import { db } from "~/db.server";
import { retireTokensIn } from "~/models/account-token.server";
import { markHolderDeletedIn } from "~/models/certificate.server";
import { queueEmailVerificationIn } from "~/models/email-verification.server";
import { DomainError, isUniqueViolation } from "~/models/errors.server";
import { queueEmailIn } from "~/models/outbox.server";
import {
  findUserImage,
  imageIdFromUrl,
  imageUrl,
  processProfilePhoto,
} from "~/models/image.server";
import { emailChangedEmail, welcomeEmail } from "~/mail/templates.server";
import type { RegisterInput } from "~/schemas/auth";
import { publicUrl } from "~/utils/public-url.server";
import { createAttemptLimiter } from "~/utils/rate-limit.server";
import { IMAGE_DATA_URL } from "~/schemas/profile";

/**
 * The account refusals. Pages show `message` (SPEC §8 wording), under `field` when there is one;
 * the JSON API answers `apiMessage`, the previous site's English text its clients match on
 * (decision 014).
 */
export function invalidCredentialsError() {
  return new DomainError(401, "Correo electrónico o contraseña incorrectos", {
    apiMessage: "Invalid email or password",
  });
}

/** A blocked account (issue 19): an admin ended its access; it says so rather than "wrong password". */
export function accountBlockedError() {
  return new DomainError(
    403,
    "Tu cuenta está bloqueada. Si crees que es un error, escríbenos desde la página de contacto.",
    { apiMessage: "Account blocked" },
  );
}

function emailTakenError() {
  return new DomainError(409, "Este correo electrónico ya está registrado", {
    field: "email",
    apiMessage: "Email already exists",
  });
}

function usernameTakenError() {
  return new DomainError(409, "Este nombre de usuario ya está en uso", {
    field: "username",
    apiMessage: "Username already exists",
  });
}

const userNotFoundError = () => new DomainError(404, "Usuario no encontrado");

export const WRONG_CURRENT_PASSWORD_MESSAGE = "La contraseña actual es incorrecta.";
export const CURRENT_PASSWORD_FOR_EMAIL_MESSAGE =
  "Escribe tu contraseña actual para cambiar el correo.";
/** `/api` names the field: the previous site's client never sent it (SPEC §7). */
export const CURRENT_PASSWORD_FOR_EMAIL_API_MESSAGE =
  "Escribe tu contraseña actual en currentPassword para cambiar el correo.";

/** The "current password" typed to change the password or the email is not the account's. */
class WrongCurrentPasswordError extends DomainError {
  constructor() {
    super(400, WRONG_CURRENT_PASSWORD_MESSAGE, { field: "currentPassword" });
  }
}

function currentPasswordRequiredError() {
  return new DomainError(400, CURRENT_PASSWORD_FOR_EMAIL_MESSAGE, {
    field: "currentPassword",
    apiMessage: CURRENT_PASSWORD_FOR_EMAIL_API_MESSAGE,
  });
}

export const LAST_ADMIN_MESSAGE =
  "Debe quedar al menos un administrador activo: esta acción dejaría a la academia sin ninguno.";

/** Who sent the request, for the per-address limits (null without a trusted proxy). */
export type ClientContext = { clientAddress: string | null };

// Guessing the current password with a signed-in session is limited like a login (decision 011):
// 10 wrong ones in 15 minutes per account and per client address, the password change and the
// email change together.
const currentPasswordLimiter = createAttemptLimiter({
  keyPrefix: "current-password",
  maxFailures: 10,
  windowSeconds: 15 * 60,
});

/**
 * Runs `check`, which verifies the account's current password, within that limit: a wrong one
 * counts against the account and the client address, a right one clears the account's count.
 * Checks under way hold a place in the budget, so parallel guesses cannot overshoot it.
 */
async function withinCurrentPasswordLimit<T>(
  userId: number,
  { clientAddress }: ClientContext,
  check: () => Promise<T>,
) {
  const account = `user:${userId}`;
  const keys = [account, clientAddress ? `address:${clientAddress}` : null];
  const result = await currentPasswordLimiter.attempt(keys, check, (error) =>
    error instanceof WrongCurrentPasswordError ? keys : [],
  );
  await currentPasswordLimiter.reset([account]);
  return result;
}

/** The account's password hash, once `password` is shown to be the password it hashes. */
async function verifiedPasswordHash(userId: number, password: string) {
  const row = db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) throw userNotFoundError();
  // The login's own check (Argon2id verify): no faster or slower to refuse than a login.
  if (!(await verifyPassword(row.passwordHash, password))) throw new WrongCurrentPasswordError();
  return row.passwordHash;
}

/** The user columns any response may carry: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  role: users.role,
  profileImage: users.profileImage,
  bio: users.bio,
  createdAt: users.createdAt,
};

/** Emails are stored lowercase (SPEC: unique), so every lookup lowercases too. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export function getUserById(userId: number): PublicUser | null {
  return db.select(publicUserColumns).from(users).where(eq(users.id, userId)).get() ?? null;
}

// Read on every signed-in page (the root's images): prepared once.
const saveDataQuery = db
  .select({ saveData: users.saveData })
  .from(users)
  .where(eq(users.id, sql.placeholder("userId")))
  .prepare();

/**
 * The user's "Ahorro de datos" setting (lighter images, no video preloading). Not part of
 * `PublicUser`: sessions and /api answers keep their shape; the root loader reads it here.
 */
export function getSaveDataSetting(userId: number) {
  return saveDataQuery.get({ userId })?.saveData ?? false;
}

export function setSaveDataSetting(userId: number, saveData: boolean) {
  const updated = db
    .update(users)
    .set({ saveData })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .get();
  if (!updated) throw userNotFoundError();
}

function requireUserRow(userId: number) {
  const user = getUserById(userId);
  if (!user) throw userNotFoundError();
  return user;
}

// A hash of a random string, checked when the email is unknown so that a missing account takes as
// long to refuse as a wrong password (no account enumeration by timing).
let decoyHash: Promise<string> | null = null;
const getDecoyHash = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

/** The user with that email and password, else the 401 `invalidCredentialsError`. */
export async function verifyLogin(email: string, password: string): Promise<PublicUser> {
  const row = db
    .select({ id: users.id, passwordHash: users.passwordHash, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
  const valid = await verifyPassword(row?.passwordHash ?? (await getDecoyHash()), password);
  if (!row || !valid) throw invalidCredentialsError();
  // Said only to whoever knows the password: the block is no secret from its owner.
  if (row.blockedAt) throw accountBlockedError();
  return requireUserRow(row.id);
}

/** Throws the 409 for an email or username another account already uses. */
function assertAvailable(
  { email, username }: { email: string; username: string },
  exceptUserId?: number,
) {
  const others = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const emailOwner = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), others))
    .get();
  if (emailOwner) throw emailTakenError();
  // Usernames keep their case but "Ana" and "ana" are the same person to a reader.
  const usernameOwner = db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, others))
    .get();
  if (usernameOwner) throw usernameTakenError();
}

/** A write lost a race against another one using the same email/username: the same 409. */
function conflictFromUniqueViolation(error: unknown): DomainError | null {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!isUniqueViolation(error) && !isUniqueViolation(cause)) return null;
  const text = `${(error as Error).message} ${(cause as Error).message}`;
  if (text.includes("users.email")) return emailTakenError();
  if (text.includes("users.username")) return usernameTakenError();
  return null;
}

/**
 * Registers a student account (the role is never taken from input), with its welcome mail and the
 * link that verifies its email, in one transaction.
 */
export async function createUser(input: RegisterInput): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  assertAvailable({ email, username });
  const passwordHash = await hashPassword(input.password);
  try {
    return db.transaction((tx) => {
      const user = tx
        .insert(users)
        .values({ name: input.name.trim(), email, username, passwordHash, role: "student" })
        .returning(publicUserColumns)
        .get();
      queueEmailIn(
        tx,
        { to: user.email, userId: user.id },
        welcomeEmail({ name: user.name, coursesLink: publicUrl("/courses") }),
      );
      queueEmailVerificationIn(tx, user);
      return user;
    });
  } catch (error) {
    throw conflictFromUniqueViolation(error) ?? error;
  }
}

export type ProfileUpdate = {
  name: string;
  email: string;
  username: string;
  /** Needed, and checked, only when `email` is another address than the account's. */
  currentPassword?: string;
  /** undefined: unchanged; null or "": cleared. */
  bio?: string | null;
  /** undefined: unchanged; null or "": removed; else one of the user's own "/images/{id}". */
  profileImage?: string | null;
};

/**
 * Changing the email moves where the account's recovery mail goes, so it takes the current
 * password (issue 42): a stolen session alone must not be able to redirect it. Checked before
 * anything else, so whether another account has that email is only told to the account's owner.
 * True when the password was checked; name, username, bio and photo need none.
 */
async function confirmEmailChange(userId: number, update: ProfileUpdate, client: ClientContext) {
  const current = requireUserRow(userId);
  if (normalizeEmail(update.email) === current.email) return false;
  const password = update.currentPassword;
  if (!password) throw currentPasswordRequiredError();
  await withinCurrentPasswordLimit(userId, client, () => verifiedPasswordHash(userId, password));
  return true;
}

/**
 * Updates the user's own profile (page and `/api`); the previous photo row goes when the photo
 * changes. A new email needs the current password (`confirmEmailChange`), and retires the reset
 * links mailed to the old one: they are keys to the account for whoever reads that mailbox.
 */
export async function updateUserProfile(
  userId: number,
  update: ProfileUpdate,
  client: ClientContext,
): Promise<PublicUser> {
  const passwordChecked = await confirmEmailChange(userId, update, client);
  return saveProfileUpdate(userId, update, { passwordChecked });
}

function saveProfileUpdate(
  userId: number,
  update: ProfileUpdate,
  { passwordChecked }: { passwordChecked: boolean },
): PublicUser {
  const current = requireUserRow(userId);
  const email = normalizeEmail(update.email);
  const username = update.username.trim();
  // Read again after the password check: another request may have changed the email meanwhile.
  if (email !== current.email && !passwordChecked) throw currentPasswordRequiredError();
  assertAvailable({ email, username }, userId);

  let profileImage = current.profileImage;
  if (update.profileImage !== undefined && update.profileImage !== current.profileImage) {
    if (update.profileImage === null || update.profileImage === "") {
      profileImage = null;
    } else {
      const imageId = imageIdFromUrl(update.profileImage);
      if (imageId === null || !findUserImage(userId, imageId)) {
        throw new DomainError(400, "La imagen de perfil no es válida.");
      }
      profileImage = update.profileImage;
    }
  }
  const bio = update.bio === undefined ? current.bio : update.bio?.trim() || null;

  try {
    return db.transaction((tx) => {
      const emailChanged = email !== current.email;
      const updated = tx
        .update(users)
        .set({
          name: update.name.trim(),
          email,
          username,
          bio,
          profileImage,
          // A new address is unverified until its own link is followed.
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        })
        .where(eq(users.id, userId))
        .returning(publicUserColumns)
        .get();
      if (profileImage !== current.profileImage) deleteOwnImage(tx, userId, current.profileImage);
      if (emailChanged) {
        // A reset link mailed to the old address would still set a password for 30 minutes.
        retireTokensIn(tx, userId, "password-reset");
        // The old address hears of it, so a hijacked account does not change hands silently.
        queueEmailIn(
          tx,
          { to: current.email, userId },
          emailChangedEmail({ name: updated.name, newEmail: email }),
        );
        queueEmailVerificationIn(tx, updated);
      }
      return updated;
    });
  } catch (error) {
    throw conflictFromUniqueViolation(error) ?? error;
  }
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

function deleteOwnImage(tx: Tx, userId: number, url: string | null) {
  const imageId = imageIdFromUrl(url);
  if (imageId === null) return;
  tx.delete(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .run();
}

/**
 * `PATCH /api/user/profile`: like `updateUserProfile`, but `profileImage` may also be a
 * `data:image/...;base64,` URL. It is decoded and put through the form upload's checks (5 MB,
 * JPEG/PNG/GIF by its bytes) and avatar pipeline, stored as the user's own image, and that
 * image becomes the profile photo; if the profile update is refused the new image goes again.
 */
export async function updateUserProfileFromApi(
  userId: number,
  update: ProfileUpdate,
  client: ClientContext,
) {
  const dataUrl = update.profileImage?.match(IMAGE_DATA_URL);
  if (!dataUrl) return updateUserProfile(userId, update, client);
  const passwordChecked = await confirmEmailChange(userId, update, client);
  const jpeg = await processProfilePhoto(new Uint8Array(Buffer.from(dataUrl[1], "base64")));
  const image = db
    .insert(images)
    .values({ userId, contentType: "image/jpeg", data: jpeg })
    .returning({ id: images.id })
    .get();
  try {
    return saveProfileUpdate(
      userId,
      { ...update, profileImage: imageUrl(image.id) },
      { passwordChecked },
    );
  } catch (error) {
    db.delete(images).where(eq(images.id, image.id)).run();
    throw error;
  }
}

/** The uploaded photo as the stored avatar; a refusal belongs under the card's photo field. */
async function avatarFromUpload(photo: Blob) {
  try {
    return await processProfilePhoto(new Uint8Array(await photo.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new DomainError(error.status, error.message, { field: "photo" });
  }
}

/**
 * The photo card: saves the bio and, when given, the uploaded photo (checked and turned into the
 * avatar JPEG first), which replaces the previous one. All in one transaction: no orphan image,
 * no half-saved card.
 */
export async function saveProfileCard(
  userId: number,
  { bio, photo }: { bio: string | null | undefined; photo: Blob | null | undefined },
): Promise<PublicUser> {
  const current = requireUserRow(userId);
  const photoJpeg = photo ? await avatarFromUpload(photo) : null;
  return db.transaction((tx) => {
    let profileImage = current.profileImage;
    if (photoJpeg) {
      const image = tx
        .insert(images)
        .values({ userId, contentType: "image/jpeg", data: photoJpeg })
        .returning({ id: images.id })
        .get();
      profileImage = imageUrl(image.id);
      deleteOwnImage(tx, userId, current.profileImage);
    }
    return tx
      .update(users)
      .set({ bio: bio?.trim() || null, profileImage })
      .where(eq(users.id, userId))
      .returning(publicUserColumns)
      .get();
  });
}

/**
 * Checks the current password for real (the previous site did not), within the limit on guessing
 * it, and stores the new hash. Ending the user's other sessions is the caller's job (it knows the
 * current session).
 */
export async function changePassword(
  userId: number,
  currentPassword: string,
  newPassword: string,
  client: ClientContext,
) {
  await withinCurrentPasswordLimit(userId, client, async () => {
    const verifiedHash = await verifiedPasswordHash(userId, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    // Compare-and-set on the hash just verified: of parallel changes made with the same current
    // password only the first one lands; the others find the hash changed and are refused.
    const changed = db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, verifiedHash)))
      .run();
    if (changed.changes !== 1) throw new WrongCurrentPasswordError();
  });
}

/**
 * The rule that keeps the academy administrable, for every path that deletes, demotes or blocks
 * an account (the admin's people page, the profile, `/api`): the only active admin (role admin,
 * not blocked) cannot be. Checked in the immediate transaction of the change, so two such
 * changes at once cannot both pass: the second finds nobody left but its own target.
 */
export function assertNotLastActiveAdminIn(tx: Tx, userId: number) {
  const target = tx
    .select({ role: users.role, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (target?.role !== "admin" || target.blockedAt) return;
  const others =
    tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.blockedAt), ne(users.id, userId)))
      .get()?.n ?? 0;
  if (others === 0) throw new DomainError(409, LAST_ADMIN_MESSAGE);
}

/**
 * Deletes the account, unless it is the only active admin (409, `assertNotLastActiveAdminIn`).
 * Foreign keys do the rest: sessions, enrollments, section progress and images go with it
 * (CASCADE); live-course registrations stay for the academy with userId NULL (SET NULL).
 * Certificates stay verifiable with their snapshot, marked as the holder's account deleted and
 * detached from it (decision 105), in the same transaction.
 */
export function deleteUser(userId: number) {
  db.transaction(
    (tx) => {
      assertNotLastActiveAdminIn(tx, userId);
      markHolderDeletedIn(tx, userId);
      const deleted = tx
        .delete(users)
        .where(eq(users.id, userId))
        .returning({ id: users.id })
        .get();
      if (!deleted) throw userNotFoundError();
    },
    { behavior: "immediate" },
  );
}
