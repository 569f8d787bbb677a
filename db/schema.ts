import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  blob,
  check,
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

import { REGISTRATION_MODALITIES, ROLES, type LiveDetails } from "./enums";

export * from "./enums";

const createdAt = () =>
  integer("created_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** Always stored lowercase, so uniqueness is case-insensitive. */
    email: text("email").notNull(),
    passwordHash: text("password").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("student"),
    profileImage: text("profile_image"),
    bio: text("bio"),
    /** When the current email address was confirmed through its link; NULL until then. */
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp" }),
    /** Set by an admin: a blocked user cannot sign in and their sessions are ended. */
    blockedAt: integer("blocked_at", { mode: "timestamp" }),
    /** "Ahorro de datos" on the profile: no video preloading, the smallest image sizes. */
    saveData: integer("save_data", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_email_unique").on(t.email),
    check("users_role_check", sql`${t.role} in ('student', 'admin')`),
    // The admin overview counts students without reading every account row.
    index("users_role_idx").on(t.role),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export const images = sqliteTable(
  "images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    data: blob("data", { mode: "buffer" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("images_user_id_idx").on(t.userId)],
);

export const courses = sqliteTable(
  "courses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    shortDescription: text("short_description").notNull(),
    level: text("level").notNull(),
    category: text("category").notNull(),
    /** Hours. */
    duration: integer("duration").notNull(),
    /** Announced number of modules (SPEC §3 `modules`). */
    modules: integer("modules").notNull(),
    image: text("image").notNull(),
    instructor: text("instructor").notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    popular: integer("popular", { mode: "boolean" }).notNull().default(false),
    isNew: integer("new", { mode: "boolean" }).notNull().default(false),
    isLive: integer("is_live", { mode: "boolean" }).notNull().default(false),
    liveDetails: text("live_details", { mode: "json" }).$type<LiveDetails | null>(),
    isDisabled: integer("is_disabled", { mode: "boolean" }).notNull().default(false),
    comingSoon: integer("coming_soon", { mode: "boolean" }).notNull().default(false),
    /** Title + description folded to lowercase without accents, for accent-insensitive search. */
    searchText: text("search_text").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("courses_slug_unique").on(t.slug),
    index("courses_category_idx").on(t.category),
    index("courses_level_idx").on(t.level),
  ],
);

export const enrollments = sqliteTable(
  "enrollments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    progress: integer("progress").notNull().default(0),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("enrollments_user_course_unique").on(t.userId, t.courseId),
    // Covers the admin overview's per-course counts and averages (and the course's enrollments).
    index("enrollments_course_stats_idx").on(t.courseId, t.completed, t.progress),
  ],
);

export const modules = sqliteTable(
  "modules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Hours. */
    duration: integer("duration").notNull().default(1),
    order: integer("order").notNull(),
    difficulty: text("difficulty").notNull().default("Easy"),
    instructor: text("instructor").notNull(),
  },
  (t) => [uniqueIndex("modules_course_order_unique").on(t.courseId, t.order)],
);

export const sections = sqliteTable(
  "sections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** Minutes. */
    duration: integer("duration").notNull().default(30),
    order: integer("order").notNull(),
    /** Optional video: a direct MP4/WebM file plays in the player; any other URL is linked. */
    videoUrl: text("video_url"),
  },
  (t) => [uniqueIndex("sections_module_order_unique").on(t.moduleId, t.order)],
);

/** Support links listed under a section's 'Recursos' tab. */
export const sectionResources = sqliteTable(
  "section_resources",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    order: integer("order").notNull(),
  },
  (t) => [index("section_resources_section_id_idx").on(t.sectionId, t.order)],
);

/** Students' comments under a section ('Comentarios'), plain text. */
export const sectionComments = sqliteTable(
  "section_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("section_comments_section_id_idx").on(t.sectionId, t.createdAt),
    // The admin's Comentarios tab lists every comment newest first.
    index("section_comments_created_at_idx").on(t.createdAt),
    index("section_comments_user_id_idx").on(t.userId),
  ],
);

export const sectionProgress = sqliteTable(
  "section_progress",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    /** Playback position in whole seconds (docs/decisions/050-video-progress-units.md). */
    videoProgress: integer("video_progress").notNull().default(0),
    /**
     * When the completed flag was last decided (ms), on the server's clock: an offline write made
     * before it does not undo it (docs/decisions/126). NULL for rows written before offline sync.
     */
    completionDecidedAt: integer("completion_decided_at", { mode: "timestamp_ms" }),
    updatedAt: integer("updated_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    uniqueIndex("section_progress_user_section_unique").on(t.userId, t.sectionId),
    index("section_progress_section_id_idx").on(t.sectionId),
  ],
);

export const teams = sqliteTable(
  "teams",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio").notNull(),
    image: text("image").notNull(),
    linkedIn: text("linked_in"),
    github: text("github"),
    twitter: text("twitter"),
    instagram: text("instagram"),
    order: integer("order").notNull(),
  },
  (t) => [index("teams_order_idx").on(t.order)],
);

export const testimonials = sqliteTable(
  "testimonials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    courseName: text("course_name").notNull(),
    image: text("image").notNull(),
    text: text("text").notNull(),
    rating: real("rating").notNull().default(5),
    order: integer("order").notNull(),
  },
  (t) => [
    index("testimonials_order_idx").on(t.order),
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  // The admin's Mensajes list (newest first) and the overview's last-30-days count.
  (t) => [index("contacts_created_at_idx").on(t.createdAt)],
);

export const liveCourseRegistrations = sqliteTable(
  "live_course_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    age: integer("age").notNull(),
    guardianFirstName: text("guardian_first_name"),
    guardianLastName: text("guardian_last_name"),
    guardianPhoneNumber: text("guardian_phone_number"),
    preferredModality: text("preferred_modality", { enum: REGISTRATION_MODALITIES }).notNull(),
    hasLaptop: integer("has_laptop", { mode: "boolean" }).notNull().default(false),
    registeredAt: integer("registered_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    // NULL user ids (deleted accounts) never collide, so the index only binds live accounts.
    uniqueIndex("live_registrations_course_user_unique").on(t.courseId, t.userId),
    index("live_registrations_user_id_idx").on(t.userId),
    // The admin's Registros en vivo list, newest first.
    index("live_registrations_registered_at_idx").on(t.registeredAt),
  ],
);

/**
 * A learner's code-editor project: three files and a name. `publicId` is set while the project is
 * published (the unguessable part of its read-only link) and cleared when it is unpublished.
 */
export const editorProjects = sqliteTable(
  "editor_projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    html: text("html").notNull().default(""),
    css: text("css").notNull().default(""),
    js: text("js").notNull().default(""),
    publicId: text("public_id"),
    createdAt: createdAt(),
    /** Milliseconds: two saves within one second must still tell versions apart. */
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("editor_projects_user_updated_idx").on(t.userId, t.updatedAt),
    uniqueIndex("editor_projects_public_id_unique").on(t.publicId),
  ],
);

/**
 * A course certificate: issued once per student and course when the enrollment reaches 100 %, in
 * the transaction of the write that got it there. Every printed fact is a snapshot taken then, so
 * later edits of the profile or the course (or deleting the course) never change it; un-completing
 * a section does not take it back. `code` is the 16-character Crockford base32 body (80 random
 * bits) without prefix or dashes; it is shown as `WCA-XXXX-XXXX-XXXX-XXXX`. `userId` and
 * `courseId` become NULL when the account or the course is deleted (the certificate stays
 * verifiable; decision 105), `holderDeletedAt` records the former.
 */
export const certificates = sqliteTable(
  "certificates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    recipientName: text("recipient_name").notNull(),
    courseTitle: text("course_title").notNull(),
    /** Hours. */
    courseHours: integer("course_hours").notNull(),
    moduleCount: integer("module_count").notNull(),
    instructor: text("instructor").notNull(),
    issuerName: text("issuer_name").notNull(),
    completedAt: integer("completed_at", { mode: "timestamp" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp" }),
    revocationReason: text("revocation_reason"),
    /** When the holder deleted their account (the snapshot is kept, decision 105). */
    holderDeletedAt: integer("holder_deleted_at", { mode: "timestamp" }),
    /** Issued by an admin to an attendee of a live course (live courses have no sections). */
    liveRegistrationId: integer("live_registration_id").references(
      () => liveCourseRegistrations.id,
      { onDelete: "set null" },
    ),
    /** The revoked certificate this one replaces (a re-issue, e.g. with a corrected name). */
    reissuedFromId: integer("reissued_from_id").references((): AnySQLiteColumn => certificates.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("certificates_code_unique").on(t.code),
    // One valid certificate per student and course: a revoked one may be re-issued. NULL user ids
    // (deleted accounts) never collide.
    uniqueIndex("certificates_user_course_valid_unique")
      .on(t.userId, t.courseId)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex("certificates_live_registration_valid_unique")
      .on(t.liveRegistrationId)
      .where(sql`${t.revokedAt} is null`),
    index("certificates_course_id_idx").on(t.courseId),
    index("certificates_user_id_idx").on(t.userId),
    index("certificates_reissued_from_id_idx").on(t.reissuedFromId),
  ],
);

/**
 * The academy's Ed25519 signing key for certificates' credentials, created on first start and kept
 * in the database so a backup restores it (a lost key would leave every downloaded file
 * unverifiable). The newest row signs; older rows stay published so earlier files still verify.
 */
export const issuerKeys = sqliteTable(
  "issuer_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** RFC 7638 JWK thumbprint (SHA-256, base64url): the `kid` and the printed fingerprint. */
    kid: text("kid").notNull(),
    /** The public key as a JWK (JSON). */
    publicJwk: text("public_jwk").notNull(),
    /** The private key, PKCS#8 PEM. */
    privateKeyPem: text("private_key_pem").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("issuer_keys_kid_unique").on(t.kid)],
);

/**
 * The first answer to a POST sent with an idempotency key (a hidden form field or the
 * `Idempotency-Key` header), stored in the transaction that wrote the row it protects, so a retry
 * after a lost response gets the same answer instead of a second row (docs/decisions/090).
 * `scope` names the route and the account (or, anonymous, a hash of what was sent); rows older than
 * 24 hours no longer count and are pruned.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** HTTP status of the first answer (201/200 JSON, 303 redirect). */
    status: integer("status").notNull(),
    /** JSON body of the first answer (`/api`), or null for a redirect. */
    body: text("body", { mode: "json" }).$type<unknown>(),
    /** Where the first answer redirected (page forms), with the toast it showed. */
    location: text("location"),
    toast: text("toast", { mode: "json" }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_scope_key_unique").on(t.scope, t.key),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Progress writes a student made offline and synced later, one row per write id the browser gave
 * it, so a replayed queue changes nothing (docs/decisions/126). Rows older than 30 days are pruned.
 */
export const progressSyncWrites = sqliteTable(
  "progress_sync_writes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    writeId: text("write_id").notNull(),
    sectionId: integer("section_id").notNull(),
    kind: text("kind", { enum: ["completion", "video"] }).notNull(),
    /** What the write said happened, on the server's clock (its client time, skew-corrected). */
    happenedAt: integer("happened_at", { mode: "timestamp_ms" }).notNull(),
    /**
     * applied or stale (a later decision already stood). Rejected writes are not stored
     * (decision 126); the enum keeps the value for rows written before that rule.
     */
    outcome: text("outcome", { enum: ["applied", "stale", "rejected"] }).notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("progress_sync_writes_user_write_unique").on(t.userId, t.writeId),
    index("progress_sync_writes_received_at_idx").on(t.receivedAt),
    check("progress_sync_writes_kind_check", sql`${t.kind} in ('completion', 'video')`),
  ],
);

export type User = typeof users.$inferSelect;
/** What a session, a page and `/api` see of an account: no password hash, no account-state flags. */
export type PublicUser = Omit<User, "passwordHash" | "emailVerifiedAt" | "blockedAt" | "saveData">;
export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type Enrollment = typeof enrollments.$inferSelect;
export type Module = typeof modules.$inferSelect;
export type Section = typeof sections.$inferSelect;
export type SectionProgress = typeof sectionProgress.$inferSelect;
export type SectionResource = typeof sectionResources.$inferSelect;
export type SectionComment = typeof sectionComments.$inferSelect;
export type TeamMember = typeof teams.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type LiveCourseRegistration = typeof liveCourseRegistrations.$inferSelect;
export type EditorProject = typeof editorProjects.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every e-mail the academy sends, written in the transaction of the event that causes it and sent
 * afterwards by the in-process sender (`app/mail/sender.server.ts`), so a crash between commit and
 * send loses nothing. Without SMTP_URL messages stay `pending` for admins to read ("Correos").
 */
export const outboxEmails = sqliteTable(
  "outbox_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Which template wrote it (password-reset, welcome, …): for the admin list and tests. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    /** The account it concerns; NULL once that account is deleted. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** The message's main link (reset, verification), for the admin's "copy link". */
    link: text("link"),
    /**
     * JSON array of the strings in the bodies that grant access (a reset link, its code): removed
     * from the row once the message is sent, so a later copy of the database holds no usable token.
     */
    secrets: text("secrets"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The sender picks pending rows whose time has come (backoff after a failure). */
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
    sentAt: integer("sent_at", { mode: "timestamp" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("outbox_emails_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("outbox_emails_pending_idx").on(t.status, t.nextAttemptAt),
    index("outbox_emails_created_at_idx").on(t.createdAt),
    index("outbox_emails_user_id_idx").on(t.userId),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ["password-reset", "email-verification"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens mailed to a user (password reset, email verification). Only hashes are stored:
 * the link's 256-bit token and, for resets, the short code typed on a phone. `email` is the address
 * the token was sent to (a verification confirms that address, not whatever the account has now).
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    email: text("email").notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text("token_hash").notNull(),
    /** SHA-256 of the short code (bound to this user), hex; NULL when the mail has no code. */
    codeHash: text("code_hash"),
    /** Wrong codes typed for this token; it dies at the limit. */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "account_tokens_purpose_check",
      sql`${t.purpose} in ('password-reset', 'email-verification')`,
    ),
    uniqueIndex("account_tokens_token_hash_unique").on(t.tokenHash),
    index("account_tokens_user_purpose_idx").on(t.userId, t.purpose),
  ],
);

/**
 * What admins did to people (send a reset link, block, change role, delete): who, what, whom, when.
 * Actor and target are kept as text too, so the log still reads after either account is deleted.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    targetEmail: text("target_email").notNull(),
    /** A short detail (e.g. the new role), never a secret. */
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_target_user_id_idx").on(t.targetUserId, t.createdAt),
    index("audit_log_created_at_idx").on(t.createdAt),
  ],
);

export type OutboxEmail = typeof outboxEmails.$inferSelect;
export type AccountToken = typeof accountTokens.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
