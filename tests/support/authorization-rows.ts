/**
 * The authorization matrix's rows and the world each cell runs in, shared by the matrix
 * (tests/security/authorization-matrix.test.ts) and the cross-origin sweep, which sends each row's
 * allowed request again from another site.
 *
 * A world: student A (the owner of everything in it: an enrollment, progress, a comment, saved
 * projects, a photo, a live registration), student B and an admin, all freshly created.
 */
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";

import { databaseSnapshot } from "./database-snapshot";

import {
  certificates,
  images,
  outboxEmails,
  sessions,
  teams,
  testimonials,
  users,
  type PublicUser,
} from "../../db/schema";
import { db } from "~/db.server";
import { welcomeEmail } from "~/mail/templates.server";
import { issueAccountTokenIn } from "~/models/account-token.server";
import { findUserCertificate, normalizeCertificateCode } from "~/models/certificate.server";
import { issuerSigningKey } from "~/models/issuer-key.server";
import { postSectionComment } from "~/models/comment.server";
import { createProject, publishProject, unpublishProject } from "~/models/editor-project.server";
import { enrollUser } from "~/models/enrollment.server";
import { setSectionCompletion } from "~/models/progress.server";
import { findUserLiveRegistration, registerForLiveCourse } from "~/models/live-registration.server";
import { listEmailsForUser, queueEmailIn } from "~/models/outbox.server";
import {
  courseApiFields,
  courseBySlug,
  courseFormFields,
  insertTestCourse,
  insertTestModule,
  insertTestSection,
} from "./courses";
import { ADULT, NO_GUARDIAN } from "./live-registration";
import { BASE_URL } from "./requests";
import { pathFor, type RouteEntry } from "./route-inventory";
import type { Outcome } from "./route-outcome";
import { toastOf } from "./toast";
import { cookieFor, createUserWithPassword, insertTestUser } from "./users";

// --- the world of one cell ---------------------------------------------------------------------

export const ROLES = ["anonymous", "student", "other", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type Person = PublicUser & { cookie: string };

export const PASSWORD = "secreto123";
let passwordHash: Promise<string> | undefined;

/** One real Argon2 hash, shared by every test user: logins and password changes work for all. */
function sharedPasswordHash() {
  passwordHash ??= createUserWithPassword({ password: PASSWORD }).then(
    ({ user }) => db.select().from(users).where(eq(users.id, user.id)).get()!.passwordHash,
  );
  return passwordHash;
}

async function person(role: "student" | "admin"): Promise<Person> {
  const row = insertTestUser(role);
  db.update(users)
    .set({ passwordHash: await sharedPasswordHash() })
    .where(eq(users.id, row.id))
    .run();
  return { ...row, cookie: await cookieFor(row.id) };
}

const LIVE_SLUG = "robotica-en-vivo";

export async function makeWorld() {
  const a = await person("student");
  const b = await person("student");
  const admin = await person("admin");
  const course = insertTestCourse();
  const module = insertTestModule(course.id, 1);
  const section = insertTestSection(module.id, 1);
  const enrollment = enrollUser(a.id, course.id).enrollment;
  setSectionCompletion(a.id, section.id, true);
  // The course's only section: A completed it, so A holds its certificate.
  const certificate = findUserCertificate(a.id, course.id)!;
  const comment = await postSectionComment(a, section.id, "Un comentario de A.");
  const project = createProject(a.id, { html: "<p>A</p>", css: "", js: "" }, "Proyecto de A");
  const published = createProject(a.id, { html: "<p>Público</p>", css: "", js: "" }, "Público");
  const publicId = publishProject(a.id, published.id);
  const withdrawn = createProject(a.id, { html: "<p>Retirado</p>", css: "", js: "" }, "Retirado");
  const withdrawnPublicId = publishProject(a.id, withdrawn.id);
  unpublishProject(a.id, withdrawn.id);
  const photo = db
    .insert(images)
    .values({
      userId: a.id,
      contentType: "image/jpeg",
      // A real (tiny) JPEG: the variant route decodes it.
      data: await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#3366cc" },
      })
        .jpeg()
        .toBuffer(),
    })
    .returning()
    .get();
  const liveCourse = courseBySlug(LIVE_SLUG);
  registerForLiveCourse(a.id, liveCourse.id, { ...ADULT, ...NO_GUARDIAN });
  const member = db
    .insert(teams)
    .values({ name: "Miembro", role: "Mentor", bio: "Bio.", image: "/x.png", order: 99 })
    .returning()
    .get();
  const testimonial = db
    .insert(testimonials)
    .values({ name: "Luis", courseName: "Web", text: "Muy bueno.", image: "/x.png", order: 99 })
    .returning()
    .get();
  return {
    a,
    b,
    admin,
    course,
    module,
    section,
    enrollment,
    certificate,
    comment,
    project,
    publicId,
    withdrawnPublicId,
    photo,
    liveCourse,
    member,
    testimonial,
  };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;

export function actorOf(world: World, role: Role): Person | null {
  return role === "anonymous"
    ? null
    : role === "student"
      ? world.a
      : role === "other"
        ? world.b
        : world.admin;
}

// --- rows --------------------------------------------------------------------------------------

/**
 * - "ok": 2xx, or a redirect that is neither to /auth nor with an error toast (to /auth only with
 *   a success toast: the end of a password reset or an email confirmation);
 * - "auth": a redirect to the login page;
 * - "denied": a redirect to /auth's 'Acceso denegado' (signed-in non-admins on /admin pages);
 * - a number: that status.
 * Anything but "ok" must leave the database unchanged.
 */
export type Expect = "ok" | "auth" | "denied" | 400 | 401 | 403 | 404 | 409;

/** What one cell sends; the method comes from the row's key, the path from the route pattern. */
export type Sent = {
  params?: Record<string, string | number>;
  search?: string;
  form?: Record<string, string>;
  json?: unknown;
};

export type Row = {
  /** anonymous, student A (the owner), other student B, admin. */
  who: [Expect, Expect, Expect, Expect];
  send: (world: World, actor: Person | null) => Sent;
  /** Extra checks on an allowed cell's answer. */
  check?: (outcome: Outcome, world: World, actor: Person | null) => void;
};

const tag = () => randomUUID().slice(0, 8);

/** A VC-JWT shaped like a certificate's credential, naming our key, with a signature of zeros. */
function credentialLookalike(code: string) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const header = part({ alg: "EdDSA", typ: "vc+jwt", kid: issuerSigningKey().kid });
  const payload = part({ id: `${BASE_URL}/certificates/${code}`, iss: issuerSigningKey().did });
  return `${header}.${payload}.${Buffer.alloc(64).toString("base64url")}`;
}

/** A live reset or verification token for the person, as its mail would carry it. */
function mailedToken(person: Person, purpose: "password-reset" | "email-verification") {
  return issueAccountTokenIn(db, {
    userId: person.id,
    purpose,
    email: person.email,
    lifetimeMinutes: 30,
    withCode: purpose === "password-reset",
  });
}

/** The spec sends non-admins to /auth: anonymous to sign in, students to 'Acceso denegado'. */
const ADMIN_ONLY_PAGE: Row["who"] = ["auth", "denied", "denied", "ok"];
const ADMIN_ONLY_API: Row["who"] = [401, 403, 403, "ok"];
const SIGNED_IN_API: Row["who"] = [401, "ok", "ok", "ok"];
const SIGNED_IN_PAGE: Row["who"] = ["auth", "ok", "ok", "ok"];
const ANYONE: Row["who"] = ["ok", "ok", "ok", "ok"];
/** A's resource: A may, B and the admin get "not found", anonymous must sign in. */
const OWNER_PAGE_404: Row["who"] = ["auth", "ok", 404, 404];
const OWNER_API_404: Row["who"] = [401, "ok", 404, 404];
const OWNER_API_403: Row["who"] = [401, "ok", 403, 403];

const moduleForm = {
  title: "Módulo de la matriz",
  description: "Descripción del módulo de la matriz.",
  duration: "2",
  order: "9",
  difficulty: "Easy",
  instructor: "Equipo Docente",
};
const sectionForm = {
  title: "Sección de la matriz",
  content: "Contenido.",
  duration: "",
  order: "9",
};
const memberForm = {
  name: "Ana Matriz",
  role: "Mentora",
  bio: "Enseña desarrollo web.",
  image: "https://example.org/a.png",
  order: "5",
};
const testimonialForm = {
  name: "Luis Matriz",
  courseName: "Desarrollo Web",
  text: "Aprendí muchísimo.",
  image: "https://example.org/l.png",
  order: "5",
};
const numbers = (form: Record<string, string>) =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));

const editorFields = (world: World) => ({
  projectId: String(world.project.id),
  name: "Proyecto de A",
  html: "<p>editado</p>",
  css: "",
  js: "",
});

const courseParams = (world: World) => ({ courseId: world.course.id });
const moduleParams = (world: World) => ({ courseId: world.course.id, moduleId: world.module.id });

/** The id of A's certificate (the world holds its public view, which names it by code). */
const certificateIdOf = (world: World) =>
  db
    .select()
    .from(certificates)
    .where(eq(certificates.code, normalizeCertificateCode(world.certificate.code)!))
    .get()!.id;
const userRow = (userId: number) => db.select().from(users).where(eq(users.id, userId)).get();

/** An account an admin blocked (for "Desbloquear"). */
function blockedAccount() {
  const row = insertTestUser("student");
  db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, row.id)).run();
  return row.id;
}

/** A message to A in the outbox, failed when asked (for "Reintentar"). */
function queuedEmail(world: World, status: "pending" | "failed" = "pending") {
  const id = queueEmailIn(
    db,
    { to: world.a.email, userId: world.a.id },
    welcomeEmail({ name: world.a.name, coursesLink: "http://localhost/courses" }),
  );
  if (status === "failed") {
    db.update(outboxEmails)
      .set({ status: "failed", attempts: 6 })
      .where(eq(outboxEmails.id, id))
      .run();
  }
  return id;
}

export const ROWS: Record<string, Row> = {
  // --- admin pages (actions) ---
  "admin.comments.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ form: { intent: "delete", commentId: String(w.comment.id) } }),
  },
  "admin.courses._index.tsx POST create": {
    who: ADMIN_ONLY_PAGE,
    send: () => ({ form: { intent: "create", ...courseFormFields() } }),
  },
  "admin.courses._index.tsx POST update": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      form: {
        intent: "update",
        ...courseFormFields(),
        courseId: String(w.course.id),
        slug: w.course.slug,
      },
    }),
  },
  "admin.courses._index.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ form: { intent: "delete", courseId: String(w.course.id) } }),
  },
  "admin.courses._index.tsx POST toggle": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      form: { intent: "toggle", courseId: String(w.course.id), isDisabled: "true" },
    }),
  },
  "admin.courses.$courseId.modules.tsx POST create": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: courseParams(w), form: { intent: "create", ...moduleForm } }),
  },
  "admin.courses.$courseId.modules.tsx POST update": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      params: courseParams(w),
      form: { intent: "update", ...moduleForm, order: "1", moduleId: String(w.module.id) },
    }),
  },
  "admin.courses.$courseId.modules.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      params: courseParams(w),
      form: { intent: "delete", moduleId: String(w.module.id) },
    }),
  },
  // The world's module is the course's only one: 'Bajar' leaves it where it is ("Orden sin
  // cambios"), so the allowed cell writes nothing either; moves themselves are tested in
  // tests/integration/syllabus-order.test.ts.
  "admin.courses.$courseId.modules.tsx POST move": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      params: courseParams(w),
      form: { intent: "move", moduleId: String(w.module.id), direction: "down" },
    }),
  },
  "admin.courses.$courseId.modules.$moduleId.tsx POST create": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: moduleParams(w), form: { intent: "create", ...sectionForm } }),
  },
  "admin.courses.$courseId.modules.$moduleId.tsx POST update": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      params: moduleParams(w),
      form: { intent: "update", ...sectionForm, order: "1", sectionId: String(w.section.id) },
    }),
  },
  "admin.courses.$courseId.modules.$moduleId.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      params: moduleParams(w),
      form: { intent: "delete", sectionId: String(w.section.id) },
    }),
  },
  "admin.courses.$courseId.modules.$moduleId.tsx POST move": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      params: moduleParams(w),
      form: { intent: "move", sectionId: String(w.section.id), direction: "up" },
    }),
  },
  "admin.team.tsx POST create": {
    who: ADMIN_ONLY_PAGE,
    send: () => ({ form: { intent: "create", ...memberForm } }),
  },
  "admin.team.tsx POST update": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ form: { intent: "update", ...memberForm, memberId: String(w.member.id) } }),
  },
  "admin.team.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ form: { intent: "delete", memberId: String(w.member.id) } }),
  },
  "admin.testimonials.tsx POST create": {
    who: ADMIN_ONLY_PAGE,
    send: () => ({ form: { intent: "create", ...testimonialForm } }),
  },
  "admin.testimonials.tsx POST update": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      form: { intent: "update", ...testimonialForm, testimonialId: String(w.testimonial.id) },
    }),
  },
  "admin.testimonials.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ form: { intent: "delete", testimonialId: String(w.testimonial.id) } }),
  },

  "admin.certificates.tsx POST revoke": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      form: { intent: "revoke", certificateId: String(certificateIdOf(w)), reason: "Plagio." },
    }),
  },
  "admin.certificates.tsx POST reissue": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      form: {
        intent: "reissue",
        certificateId: String(certificateIdOf(w)),
        recipientName: "Nombre Corregido",
      },
    }),
  },
  "admin.registrations.tsx POST issue-certificate": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      form: {
        intent: "issue-certificate",
        registrationId: String(findUserLiveRegistration(w.a.id, w.liveCourse.id)!.id),
      },
    }),
  },
  // --- admin pages and exports (GET) ---
  "admin.certificates.tsx GET": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ search: `?q=${encodeURIComponent(w.certificate.code)}` }),
  },
  "admin.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin._index.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.comments.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.courses._index.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.courses.$courseId.modules.tsx GET": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: courseParams(w) }),
  },
  "admin.courses.$courseId.modules.$moduleId.tsx GET": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: moduleParams(w) }),
  },
  "admin.messages.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.team.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.testimonials.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.messages[.]csv.ts GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.registrations.tsx GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },
  "admin.registrations[.]csv.ts GET": { who: ADMIN_ONLY_PAGE, send: () => ({}) },

  // --- admin: Estudiantes and Correos (issue 19); the admin acts on A, or on a fresh account
  // where the action needs one in another state (blocked, admin) ---
  "admin.students._index.tsx GET": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ search: `?q=${encodeURIComponent(w.a.email)}` }),
    check: (outcome, w) =>
      expect(outcome.data.students.rows.map((row: { id: number }) => row.id)).toEqual([w.a.id]),
  },
  "admin.students.$userId.tsx GET": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: { userId: w.a.id }, search: "?confirm=block" }),
    check: (outcome, w) => expect(outcome.data.student.user.id).toBe(w.a.id),
  },
  "admin.students.$userId.tsx POST send-reset": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: { userId: w.a.id }, form: { intent: "send-reset" } }),
    check: (_outcome, w) => expect(listEmailsForUser(w.a.id)[0]?.kind).toBe("password-reset"),
  },
  "admin.students.$userId.tsx POST block": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: { userId: w.a.id }, form: { intent: "block" } }),
    check: (_outcome, w) => {
      expect(userRow(w.a.id)?.blockedAt).toBeInstanceOf(Date);
      expect(db.select().from(sessions).where(eq(sessions.userId, w.a.id)).all()).toEqual([]);
    },
  },
  "admin.students.$userId.tsx POST unblock": {
    who: ADMIN_ONLY_PAGE,
    send: () => ({ params: { userId: blockedAccount() }, form: { intent: "unblock" } }),
  },
  "admin.students.$userId.tsx POST grant-admin": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: { userId: w.a.id }, form: { intent: "grant-admin" } }),
    check: (_outcome, w) => expect(userRow(w.a.id)?.role).toBe("admin"),
  },
  "admin.students.$userId.tsx POST revoke-admin": {
    who: ADMIN_ONLY_PAGE,
    send: () => ({
      params: { userId: insertTestUser("admin").id },
      form: { intent: "revoke-admin" },
    }),
  },
  "admin.students.$userId.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: { userId: w.a.id }, form: { intent: "delete" } }),
    check: (_outcome, w) => expect(userRow(w.a.id)).toBeUndefined(),
  },
  "admin.emails._index.tsx GET": {
    who: ADMIN_ONLY_PAGE,
    send: () => ({ search: "?status=failed" }),
  },
  "admin.emails.$emailId.tsx GET": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: { emailId: queuedEmail(w) } }),
  },
  "admin.emails.$emailId.tsx POST retry": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ params: { emailId: queuedEmail(w, "failed") }, form: { intent: "retry" } }),
  },

  // --- accounts (pages) ---
  "auth.tsx POST login": {
    who: ["ok", "ok", "ok", "ok"],
    send: (w) => ({ form: { intent: "login", email: w.a.email, password: PASSWORD } }),
  },
  "auth.tsx POST register": {
    who: ["ok", "ok", "ok", "ok"],
    send: () => {
      const t = tag();
      return {
        form: {
          intent: "register",
          name: "Nueva Cuenta",
          email: `nueva-${t}@example.com`,
          username: `nueva_${t}`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      };
    },
  },
  "logout.tsx POST": { who: ANYONE, send: () => ({}) },
  "profile.tsx GET": {
    who: SIGNED_IN_PAGE,
    send: (w) => ({ search: `?confirm=cancel-enrollment&id=${w.enrollment.id}` }),
    check: (outcome, w, actor) => {
      expect(outcome.data.user.id).toBe(actor!.id);
      const ids = (outcome.data.enrollments as { id: number }[]).map((row) => row.id);
      expect(ids.includes(w.enrollment.id)).toBe(actor!.id === w.a.id);
      // B cannot bring up the confirmation for A's enrollment.
      if (actor!.id !== w.a.id) expect(outcome.data.confirm).toBeNull();
      else expect(outcome.data.confirm).not.toBeNull();
    },
  },
  "profile.tsx POST update-profile": {
    who: SIGNED_IN_PAGE,
    send: () => ({ form: { intent: "update-profile", bio: "Mi biografía." } }),
  },
  "profile.tsx POST update-info": {
    who: SIGNED_IN_PAGE,
    send: () => {
      const t = tag();
      return {
        form: {
          intent: "update-info",
          name: "Nombre Nuevo",
          email: `info-${t}@example.com`,
          username: `info_${t}`,
          // A new email takes the account's current password (issue 42).
          currentPassword: PASSWORD,
        },
      };
    },
  },
  "profile.tsx POST change-password": {
    who: SIGNED_IN_PAGE,
    send: () => ({
      form: {
        intent: "change-password",
        currentPassword: PASSWORD,
        newPassword: "otra-clave-456",
        confirmPassword: "otra-clave-456",
      },
    }),
  },
  "profile.tsx POST cancel-enrollment": {
    who: OWNER_PAGE_404,
    send: (w) => ({
      form: { intent: "cancel-enrollment", enrollmentId: String(w.enrollment.id) },
    }),
  },
  "profile.tsx POST delete-account": {
    who: SIGNED_IN_PAGE,
    send: () => ({ form: { intent: "delete-account" } }),
  },

  "profile.tsx POST update-data-saving": {
    who: SIGNED_IN_PAGE,
    send: () => ({ form: { intent: "update-data-saving", saveData: "on" } }),
  },
  "profile.tsx POST resend-verification": {
    // Each account asks for its own link (the world's users are unverified).
    who: SIGNED_IN_PAGE,
    send: () => ({ form: { intent: "resend-verification" } }),
  },
  "profile_.data[.]json.ts GET": {
    // "Descargar mis datos": the signed-in person's own data, whoever asks.
    who: SIGNED_IN_PAGE,
    send: () => ({}),
    check: (outcome, w, actor) => {
      expect(outcome.data.account.id).toBe(actor!.id);
      const codes = (outcome.data.certificates as { code: string }[]).map((row) => row.code);
      expect(codes.includes(w.certificate.code)).toBe(actor!.id === w.a.id);
    },
  },

  // --- account recovery (public: the mailed link or code is the proof) ---
  "forgot-password.tsx POST": {
    who: ANYONE,
    send: (w, actor) => ({ form: { email: (actor ?? w.a).email } }),
  },
  "reset-password.tsx POST reset-link": {
    // Each cell uses a link mailed to the actor's own account (A's for anonymous).
    who: ANYONE,
    send: (w, actor) => ({
      form: {
        intent: "reset-link",
        token: mailedToken(actor ?? w.a, "password-reset").token,
        password: "otra-clave-456",
        confirmPassword: "otra-clave-456",
      },
    }),
  },
  "reset-password.tsx POST reset-code": {
    who: ANYONE,
    send: (w, actor) => ({
      form: {
        intent: "reset-code",
        email: (actor ?? w.a).email,
        code: mailedToken(actor ?? w.a, "password-reset").code!,
        password: "otra-clave-456",
        confirmPassword: "otra-clave-456",
      },
    }),
  },
  "verify-email.tsx POST": {
    who: ANYONE,
    send: (w, actor) => ({
      form: { token: mailedToken(actor ?? w.a, "email-verification").token },
    }),
  },

  // --- public forms ---
  "contact.tsx POST": {
    who: ANYONE,
    send: () => ({
      form: {
        name: "Visitante",
        email: `contacto-${tag()}@example.com`,
        message: "Hola, una duda.",
      },
    }),
  },
  "resources.theme.ts POST": {
    who: ANYONE,
    send: () => ({ form: { theme: "light", redirectTo: "/" } }),
  },

  // --- courses and learning ---
  "courses.$slug.tsx POST": {
    who: ["auth", "ok", "ok", "ok"],
    send: () => ({ params: { slug: insertTestCourse().slug } }),
  },
  "courses.$slug_.learn/route.tsx GET": {
    // The player (A's progress, the comments) is for students enrolled in the course.
    who: ["auth", "ok", 403, 403],
    send: (w) => ({ params: { slug: w.course.slug }, search: `?section=${w.section.id}` }),
  },
  "courses.$slug_.learn/route.tsx POST set-completion": {
    who: ["auth", "ok", 403, 403],
    send: (w) => ({
      params: { slug: w.course.slug },
      form: { intent: "set-completion", sectionId: String(w.section.id), completed: "false" },
    }),
  },
  "courses.$slug_.learn/route.tsx POST post-comment": {
    who: ["auth", "ok", 403, 403],
    send: (w) => ({
      params: { slug: w.course.slug },
      form: { intent: "post-comment", sectionId: String(w.section.id), body: "Otro comentario." },
    }),
  },
  "courses.$slug_.learn/route.tsx POST delete-comment": {
    // Admins moderate: they may delete anyone's comment.
    who: ["auth", "ok", 404, "ok"],
    send: (w) => ({
      params: { slug: w.course.slug },
      form: {
        intent: "delete-comment",
        sectionId: String(w.section.id),
        commentId: String(w.comment.id),
      },
    }),
  },
  "courses.$slug_.learn/route.tsx POST": {
    // A live course's registration form: each account registers itself (A already is: 409).
    who: ["auth", 409, "ok", "ok"],
    send: (w) => ({
      params: { slug: w.liveCourse.slug },
      form: { ...Object.fromEntries(Object.entries(ADULT).map(([k, v]) => [k, String(v)])) },
    }),
  },

  // --- editor ---
  "editor.tsx GET": {
    // Opening a project by id: only its owner.
    who: ["auth", "ok", 404, 404],
    send: (w) => ({ search: `?project=${w.project.id}` }),
  },
  "editor.tsx POST save": {
    who: OWNER_PAGE_404,
    send: (w) => ({ form: { intent: "save", ...editorFields(w) } }),
  },
  "editor.tsx POST create": {
    who: OWNER_PAGE_404,
    send: (w) => ({ form: { intent: "create", ...editorFields(w) } }),
  },
  "editor.tsx POST duplicate": {
    who: OWNER_PAGE_404,
    send: (w) => ({ form: { intent: "duplicate", ...editorFields(w) } }),
  },
  "editor.tsx POST publish": {
    who: OWNER_PAGE_404,
    send: (w) => ({ form: { intent: "publish", ...editorFields(w) } }),
  },
  "editor.tsx POST unpublish": {
    who: OWNER_PAGE_404,
    send: (w) => ({ form: { intent: "unpublish", projectId: String(w.project.id) } }),
  },
  "editor.tsx POST delete": {
    who: OWNER_PAGE_404,
    send: (w) => ({ form: { intent: "delete", projectId: String(w.project.id) } }),
  },
  "editor.save.ts POST save": {
    who: [401, "ok", 404, 404],
    send: (w) => ({ form: { intent: "save", ...editorFields(w) } }),
  },
  "editor.preview.ts POST": {
    who: [401, "ok", "ok", "ok"],
    send: () => ({ form: { html: "<p>hola</p>", css: "", js: "" } }),
  },
  "editor.download.ts POST": {
    who: SIGNED_IN_PAGE,
    send: () => ({ form: { html: "<p>hola</p>", css: "", js: "" } }),
  },
  "editor_.p.$publicId.tsx GET": {
    // A published link is public by design (decision 042).
    who: ANYONE,
    send: (w) => ({ params: { publicId: w.publicId } }),
  },
  "certificates.$code.tsx GET": {
    // Public by design: an employer checks a certificate without an account.
    who: ANYONE,
    send: (w) => ({ params: { code: w.certificate.code } }),
    check: (outcome, w) =>
      expect(outcome.data.certificate.recipientName).toBe(w.certificate.recipientName),
  },
  "certificates._index.tsx GET": { who: ANYONE, send: () => ({}) },
  "certificates.$code[.pdf].ts GET": {
    // The printable certificate: as public as its verification page.
    who: ANYONE,
    send: (w) => ({ params: { code: w.certificate.code } }),
    check: (outcome) => expect(outcome.headers.get("Content-Type")).toBe("application/pdf"),
  },
  "certificates.$code.tsx POST": {
    // Anyone may check a file against a certificate: a read-only answer, nothing is stored. The
    // row's file claims our key but carries no real signature (a row cannot sign: it is sync).
    who: ANYONE,
    send: (w) => ({
      params: { code: w.certificate.code },
      form: { credential: credentialLookalike(w.certificate.code) },
    }),
    check: (outcome) => expect(outcome.data.outcome).toEqual({ kind: "signature-invalid" }),
  },
  "certificates.$code[.json].ts GET": {
    // The signed file is as public as the page.
    who: ANYONE,
    send: (w) => ({ params: { code: w.certificate.code } }),
    check: (outcome) =>
      expect(outcome.data).toMatchObject({ type: "EnvelopedVerifiableCredential" }),
  },
  "images.$imageId.ts GET": {
    // A's uploaded photo: A and admins only (students may be minors).
    who: [404, "ok", 404, "ok"],
    send: (w) => ({ params: { imageId: w.photo.id } }),
  },
  "images.$imageId_.$variant.ts GET": {
    // A resized copy of A's photo: whoever may see the photo itself (decision 127).
    who: [404, "ok", 404, "ok"],
    send: (w) => ({ params: { imageId: w.photo.id, variant: "96.v1.webp" } }),
  },

  // --- /api: accounts ---
  "api.login.ts POST": {
    who: ANYONE,
    send: (w) => ({ json: { email: w.a.email, password: PASSWORD } }),
  },
  "api.register.ts POST": {
    who: ANYONE,
    send: () => {
      const t = tag();
      return {
        json: {
          name: "Cuenta Api",
          email: `api-${t}@example.com`,
          username: `api_${t}`,
          password: PASSWORD,
        },
      };
    },
  },
  "api.logout.ts POST": { who: ANYONE, send: () => ({}) },
  "api.user.ts GET": {
    who: SIGNED_IN_API,
    send: () => ({}),
    check: (outcome, _w, actor) => expect(outcome.data.id).toBe(actor!.id),
  },
  "api.user.ts DELETE": { who: SIGNED_IN_API, send: () => ({}) },
  "api.user.profile.ts PATCH": {
    who: SIGNED_IN_API,
    send: () => {
      const t = tag();
      return {
        json: {
          name: "Perfil Api",
          email: `perfil-${t}@example.com`,
          username: `perfil_${t}`,
          currentPassword: PASSWORD,
        },
      };
    },
    check: (outcome, _w, actor) => expect(outcome.data.id).toBe(actor!.id),
  },
  "api.user.password.ts PATCH": {
    who: SIGNED_IN_API,
    send: () => ({ json: { currentPassword: PASSWORD, newPassword: "otra-clave-456" } }),
  },
  "api.contact.ts POST": {
    who: ANYONE,
    send: () => ({
      json: { name: "Visitante", email: `api-contacto-${tag()}@example.com`, message: "Hola." },
    }),
  },

  // --- /api: catalogue (reads public, writes admin) ---
  "api.courses.ts GET": { who: ANYONE, send: () => ({}) },
  "api.courses.ts POST": {
    who: ADMIN_ONLY_API,
    send: () => ({ json: courseApiFields() }),
  },
  "api.courses.$slug.ts GET": { who: ANYONE, send: (w) => ({ params: { slug: w.course.slug } }) },
  "api.courses.$slug.ts PATCH": {
    who: ADMIN_ONLY_API,
    send: (w) => ({
      params: { slug: w.course.id },
      json: courseApiFields({ slug: w.course.slug }),
    }),
  },
  "api.courses.$slug.ts DELETE": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ params: { slug: w.course.id } }),
  },
  "api.courses.$courseId.modules.ts GET": {
    who: ANYONE,
    send: (w) => ({ params: courseParams(w) }),
  },
  "api.modules.ts POST": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ json: { ...numbers(moduleForm), courseId: w.course.id } }),
  },
  "api.modules.$moduleId.ts PATCH": {
    who: ADMIN_ONLY_API,
    send: (w) => ({
      params: { moduleId: w.module.id },
      json: { ...numbers(moduleForm), order: 1, courseId: w.course.id },
    }),
  },
  "api.modules.$moduleId.ts DELETE": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ params: { moduleId: w.module.id } }),
  },
  "api.modules.$moduleId.sections.ts GET": {
    who: ANYONE,
    send: (w) => ({ params: { moduleId: w.module.id } }),
  },
  "api.sections.ts POST": {
    who: ADMIN_ONLY_API,
    send: (w) => ({
      json: { title: "Sección Api", content: "Contenido.", order: 9, moduleId: w.module.id },
    }),
  },
  "api.sections.$sectionId.ts PATCH": {
    who: ADMIN_ONLY_API,
    send: (w) => ({
      params: { sectionId: w.section.id },
      json: { title: "Sección Api", content: "Contenido.", order: 1, moduleId: w.module.id },
    }),
  },
  "api.sections.$sectionId.ts DELETE": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ params: { sectionId: w.section.id } }),
  },
  "api.team.ts GET": { who: ANYONE, send: () => ({}) },
  "api.team.ts POST": { who: ADMIN_ONLY_API, send: () => ({ json: numbers(memberForm) }) },
  "api.team.$id.ts PATCH": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ params: { id: w.member.id }, json: numbers(memberForm) }),
  },
  "api.team.$id.ts DELETE": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ params: { id: w.member.id } }),
  },
  "api.testimonials.ts GET": { who: ANYONE, send: () => ({}) },
  "api.testimonials.ts POST": {
    who: ADMIN_ONLY_API,
    send: () => ({ json: numbers(testimonialForm) }),
  },
  "api.testimonials.$id.ts PATCH": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ params: { id: w.testimonial.id }, json: numbers(testimonialForm) }),
  },
  "api.testimonials.$id.ts DELETE": {
    who: ADMIN_ONLY_API,
    send: (w) => ({ params: { id: w.testimonial.id } }),
  },
  "api.$.ts GET": { who: [404, 404, 404, 404], send: () => ({ params: { "*": "no-existe" } }) },

  // --- /api: the student's own data ---
  "api.certificates.ts GET": {
    who: SIGNED_IN_API,
    send: () => ({}),
    check: (outcome, w, actor) => {
      const codes = (outcome.data as { code: string }[]).map((row) => row.code);
      expect(codes.includes(w.certificate.code)).toBe(actor!.id === w.a.id);
    },
  },
  "api.enroll.ts POST": {
    who: SIGNED_IN_API,
    send: () => ({ json: { courseId: insertTestCourse().id } }),
  },
  "api.enrollments.ts GET": {
    who: SIGNED_IN_API,
    send: () => ({}),
    check: (outcome, w, actor) => {
      const ids = (outcome.data as { id: number }[]).map((row) => row.id);
      expect(ids.includes(w.enrollment.id)).toBe(actor!.id === w.a.id);
    },
  },
  "api.enrollments.$id.ts DELETE": {
    who: OWNER_API_404,
    send: (w) => ({ params: { id: w.enrollment.id } }),
  },
  "api.enrollments.$id.progress.ts PATCH": {
    who: OWNER_API_403,
    send: (w) => ({ params: { id: w.enrollment.id }, json: { progress: 50, completed: false } }),
  },
  "api.courses.$courseId.progress.ts GET": {
    who: OWNER_API_403,
    send: (w) => ({ params: courseParams(w) }),
  },
  "api.sections.$sectionId.progress.ts POST": {
    who: OWNER_API_403,
    send: (w) => ({ params: { sectionId: w.section.id }, json: { completed: false } }),
  },
  "api.sections.$sectionId.video-progress.ts POST": {
    who: OWNER_API_403,
    send: (w) => ({ params: { sectionId: w.section.id }, json: { videoProgress: 10 } }),
  },
  // Anyone signed in may send their queue; a write for a section outside their courses is answered
  // "rejected" (200, the browser drops it) and never touches A's rows.
  "api.progress.sync.ts POST": {
    who: SIGNED_IN_API,
    send: (w) => ({
      json: {
        sentAt: Date.now(),
        writes: [
          {
            id: tag(),
            sectionId: w.section.id,
            kind: "completion",
            completed: false,
            at: Date.now(),
          },
        ],
      },
    }),
    check: (outcome, w, actor) =>
      expect(outcome.data.results[0].outcome).toBe(actor?.id === w.a.id ? "applied" : "rejected"),
  },
  "api.live-course-registrations.ts GET": {
    // The previous site returned anyone's registrations (minors' data included).
    who: OWNER_API_403,
    send: (w) => ({ search: `?userId=${w.a.id}&courseId=${w.liveCourse.id}` }),
    check: (outcome, w) =>
      expect((outcome.data as { userId: number }[]).every((row) => row.userId === w.a.id)).toBe(
        true,
      ),
  },
  "api.live-course-registrations.ts POST": {
    // Each account registers itself; A already is (409).
    who: [401, 409, "ok", "ok"],
    send: (w) => ({ json: { courseId: w.liveCourse.id, ...ADULT } }),
  },
};

// --- running a cell ----------------------------------------------------------------------------

/**
 * How many rows this process has inserted, updated or deleted so far (SQLite's `total_changes()`
 * on the app's own connection): the same number before and after a request, nothing was written.
 */
export function rowsWrittenSoFar() {
  return (db.$client.prepare("SELECT total_changes() AS n").get() as { n: number }).n;
}

/** A digest of every table's rows: equal digests, unchanged database. */
export function databaseDigest() {
  return JSON.stringify(databaseSnapshot());
}

export function buildRequest(entry: RouteEntry, method: string, sent: Sent, cookie: string | null) {
  const path = pathFor(entry.pattern, sent.params) + (sent.search ?? "");
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  let body: string | undefined;
  if (sent.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(sent.form).toString();
  } else if (sent.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(sent.json);
  }
  return new Request(`${BASE_URL}${path}`, { method, headers, body });
}

export async function outcomeMatches(outcome: Outcome, expected: Expect) {
  const location = outcome.headers.get("Location") ?? "";
  const redirect = outcome.status >= 300 && outcome.status < 400;
  if (expected === "auth")
    return redirect && location.startsWith("/auth") && !location.includes("denied=");
  if (expected === "denied") return redirect && location === "/auth?denied=admin";
  if (expected !== "ok") return outcome.status === expected;
  if (outcome.status >= 200 && outcome.status < 300) return true;
  if (!redirect) return false;
  const toast = await toastOf(outcome);
  // The login page with a success toast is where a password reset or an email confirmation
  // ends ("sign in now"); a refusal sent there never carries one.
  if (location.startsWith("/auth")) return toast?.type === "success";
  return toast?.type !== "error";
}

export function describeOutcome(outcome: Outcome) {
  const location = outcome.headers.get("Location");
  const message =
    typeof outcome.data === "object" && outcome.data !== null
      ? JSON.stringify(outcome.data).slice(0, 300)
      : String(outcome.data ?? "").slice(0, 120);
  return `${outcome.status}${location ? ` → ${location}` : ""} ${message}`;
}

export function parseKey(key: string) {
  const [file, method, intent] = key.split(" ");
  return { file, method, intent: intent ?? null };
}

/** A role the row allows (the owner first): its request succeeds when sent from our own pages. */
export function allowedRole(row: Row): Role | null {
  for (const role of ["student", "admin", "other", "anonymous"] as const) {
    if (row.who[ROLES.indexOf(role)] === "ok") return role;
  }
  return null;
}
