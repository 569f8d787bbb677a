/**
 * Who may do what: every mutating route (each page action intent, every /api write), every /api
 * loader and every /admin page × {anonymous, student, other student, admin}.
 *
 * Each cell gets a world of its own: student A (the owner of everything in it: an enrollment,
 * progress, a comment, a saved project, a photo, a live registration), student B and an admin,
 * all freshly created. "student" is A acting on A's ids; "other" is B acting on A's ids; "admin"
 * acts on A's ids too. A refused cell must leave the whole database byte for byte as it was.
 *
 * The list of rows is checked against the route inventory (derived from app/routes): a new route,
 * method or intent without a row fails here until someone decides who may use it.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import {
  images,
  liveCourseRegistrations,
  teams,
  testimonials,
  users,
  type PublicUser,
} from "../../db/schema";
import { db } from "~/db.server";
import { postSectionComment } from "~/models/comment.server";
import { createProject, publishProject, unpublishProject } from "~/models/editor-project.server";
import { enrollUser } from "~/models/enrollment.server";
import { setSectionCompletion } from "~/models/progress.server";
import { registerForLiveCourse } from "~/models/live-registration.server";
import {
  courseBySlug,
  insertTestCourse,
  insertTestModule,
  insertTestSection,
} from "../support/courses";
import { BASE_URL } from "../support/requests";
import {
  importRouteModule,
  loadRouteInventory,
  mutationKey,
  pathFor,
  ROUTES_DIR,
  urlPatternOf,
  type RouteEntry,
} from "../support/route-inventory";
import { run, type Outcome } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { cookieFor, createUserWithPassword, insertTestUser } from "../support/users";

// --- the world of one cell ---------------------------------------------------------------------

const ROLES = ["anonymous", "student", "other", "admin"] as const;
type Role = (typeof ROLES)[number];

type Person = PublicUser & { cookie: string };

const PASSWORD = "secreto123";
let passwordHash: string;

beforeAll(async () => {
  // One real Argon2 hash, shared by every test user: logins and password changes work for all.
  const { user } = await createUserWithPassword({ password: PASSWORD });
  passwordHash = db.select().from(users).where(eq(users.id, user.id)).get()!.passwordHash;
});

async function person(role: "student" | "admin"): Promise<Person> {
  const row = insertTestUser(role);
  db.update(users).set({ passwordHash }).where(eq(users.id, row.id)).run();
  return { ...row, cookie: await cookieFor(row.id) };
}

const LIVE_SLUG = "robotica-en-vivo";

const ADULT = {
  firstName: "Ana",
  lastName: "Pérez Gómez",
  email: "ana@example.com",
  phoneNumber: "2291234567",
  age: 30,
  preferredModality: "Presencial",
  hasLaptop: true,
} as const;

async function makeWorld() {
  const a = await person("student");
  const b = await person("student");
  const admin = await person("admin");
  const course = insertTestCourse();
  const module = insertTestModule(course.id, 1);
  const section = insertTestSection(module.id, 1);
  const enrollment = enrollUser(a.id, course.id).enrollment;
  setSectionCompletion(a.id, section.id, true);
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
      data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    })
    .returning()
    .get();
  const liveCourse = courseBySlug(LIVE_SLUG);
  registerForLiveCourse(a.id, liveCourse.id, {
    ...ADULT,
    guardianFirstName: null,
    guardianLastName: null,
    guardianPhoneNumber: null,
  });
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

type World = Awaited<ReturnType<typeof makeWorld>>;

function actorOf(world: World, role: Role): Person | null {
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
 * - "ok": 2xx, or a redirect that is neither to /auth nor with an error toast;
 * - "auth": a redirect to the login page; "home": a redirect to / (signed-in users on /auth);
 * - a number: that status.
 * Anything but "ok" must leave the database unchanged.
 */
type Expect = "ok" | "auth" | "home" | 400 | 401 | 403 | 404 | 409;

/** What one cell sends; the method comes from the row's key, the path from the route pattern. */
type Sent = {
  params?: Record<string, string | number>;
  search?: string;
  form?: Record<string, string>;
  json?: unknown;
};

type Row = {
  /** anonymous, student A (the owner), other student B, admin. */
  who: [Expect, Expect, Expect, Expect];
  send: (world: World, actor: Person | null) => Sent;
  /** Extra checks on an allowed cell's answer. */
  check?: (outcome: Outcome, world: World, actor: Person | null) => void;
};

const tag = () => randomUUID().slice(0, 8);

const ADMIN_ONLY_PAGE: Row["who"] = ["auth", "auth", "auth", "ok"];
const ADMIN_ONLY_API: Row["who"] = [401, 403, 403, "ok"];
const SIGNED_IN_API: Row["who"] = [401, "ok", "ok", "ok"];
const SIGNED_IN_PAGE: Row["who"] = ["auth", "ok", "ok", "ok"];
const ANYONE: Row["who"] = ["ok", "ok", "ok", "ok"];
/** A's resource: A may, B and the admin get "not found", anonymous must sign in. */
const OWNER_PAGE_404: Row["who"] = ["auth", "ok", 404, 404];
const OWNER_API_404: Row["who"] = [401, "ok", 404, 404];
const OWNER_API_403: Row["who"] = [401, "ok", 403, 403];

function courseForm(overrides: Record<string, string> = {}) {
  return {
    title: `Curso de la matriz ${tag()}`,
    slug: "",
    description: "Una descripción suficientemente larga.",
    shortDescription: "Descripción corta válida.",
    level: "Principiante",
    category: "Desarrollo Web",
    duration: "10",
    modules: "2",
    image: "https://example.org/portada.png",
    instructor: "Equipo Docente",
    ...overrides,
  };
}

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

const ROWS: Record<string, Row> = {
  // --- admin pages (actions) ---
  "admin.comments.tsx POST delete": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({ form: { intent: "delete", commentId: String(w.comment.id) } }),
  },
  "admin.courses._index.tsx POST create": {
    who: ADMIN_ONLY_PAGE,
    send: () => ({ form: { intent: "create", ...courseForm() } }),
  },
  "admin.courses._index.tsx POST update": {
    who: ADMIN_ONLY_PAGE,
    send: (w) => ({
      form: {
        intent: "update",
        ...courseForm(),
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

  // --- admin pages and exports (GET) ---
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

  // --- accounts (pages) ---
  "auth.tsx POST login": {
    who: ["ok", "home", "home", "home"],
    send: (w) => ({ form: { intent: "login", email: w.a.email, password: PASSWORD } }),
  },
  "auth.tsx POST register": {
    who: ["ok", "home", "home", "home"],
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
  "courses.$slug_.learn.tsx POST set-completion": {
    who: ["auth", "ok", 403, 403],
    send: (w) => ({
      params: { slug: w.course.slug },
      form: { intent: "set-completion", sectionId: String(w.section.id), completed: "false" },
    }),
  },
  "courses.$slug_.learn.tsx POST post-comment": {
    who: ["auth", "ok", 403, 403],
    send: (w) => ({
      params: { slug: w.course.slug },
      form: { intent: "post-comment", sectionId: String(w.section.id), body: "Otro comentario." },
    }),
  },
  "courses.$slug_.learn.tsx POST delete-comment": {
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
  "courses.$slug_.learn.tsx POST": {
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
  "images.$imageId.ts GET": {
    // A's uploaded photo: A and admins only (students may be minors).
    who: [404, "ok", 404, "ok"],
    send: (w) => ({ params: { imageId: w.photo.id } }),
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
        json: { name: "Perfil Api", email: `perfil-${t}@example.com`, username: `perfil_${t}` },
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
    send: () => ({ json: numbers(courseForm()) }),
  },
  "api.courses.$slug.ts GET": { who: ANYONE, send: (w) => ({ params: { slug: w.course.slug } }) },
  "api.courses.$slug.ts PATCH": {
    who: ADMIN_ONLY_API,
    send: (w) => ({
      params: { slug: w.course.id },
      json: numbers(courseForm({ slug: w.course.slug })),
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

/** A digest of every table's rows: equal digests, unchanged database. */
function databaseDigest() {
  const sqlite = db.$client;
  const tables = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string }[];
  const hash = createHash("sha256");
  for (const { name } of tables) {
    hash.update(name);
    for (const row of sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()) {
      hash.update(
        JSON.stringify(row, (_key, value) =>
          Buffer.isBuffer(value) ? value.toString("base64") : value,
        ),
      );
    }
  }
  return hash.digest("hex");
}

function buildRequest(entry: RouteEntry, method: string, sent: Sent, cookie: string | null) {
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

async function outcomeMatches(outcome: Outcome, expected: Expect) {
  const location = outcome.headers.get("Location") ?? "";
  const redirect = outcome.status >= 300 && outcome.status < 400;
  if (expected === "auth") return redirect && location.startsWith("/auth");
  if (expected === "home") return redirect && location === "/";
  if (expected !== "ok") return outcome.status === expected;
  if (outcome.status >= 200 && outcome.status < 300) return true;
  if (!redirect || location.startsWith("/auth")) return false;
  return (await toastOf(outcome))?.type !== "error";
}

function describeOutcome(outcome: Outcome) {
  const location = outcome.headers.get("Location");
  const message =
    typeof outcome.data === "object" && outcome.data !== null
      ? JSON.stringify(outcome.data).slice(0, 300)
      : String(outcome.data ?? "").slice(0, 120);
  return `${outcome.status}${location ? ` → ${location}` : ""} ${message}`;
}

// --- the suite ---------------------------------------------------------------------------------

const inventory = await loadRouteInventory();
const byFile = new Map(inventory.map((entry) => [entry.file, entry]));

/** Keys that must have a row: every mutation, every /api loader, every /admin page. */
function requiredKeys() {
  const keys = new Set<string>();
  for (const entry of inventory) {
    for (const mutation of entry.mutations) keys.add(mutationKey(entry.file, mutation));
    if (
      entry.servesGet &&
      (entry.pattern.startsWith("/api/") || entry.pattern.startsWith("/admin"))
    )
      keys.add(`${entry.file} GET`);
  }
  return keys;
}

function parseKey(key: string) {
  const [file, method, intent] = key.split(" ");
  return { file, method, intent: intent ?? null };
}

describe("authorization matrix", () => {
  it("has a row for every mutating route, /api loader and /admin page, and none for routes that are gone", () => {
    const required = requiredKeys();
    const missing = [...required].filter((key) => !(key in ROWS));
    expect(missing, "routes without a row in the authorization matrix").toEqual([]);
    const stale = Object.keys(ROWS).filter((key) => {
      const { file, method, intent } = parseKey(key);
      const entry = byFile.get(file);
      if (!entry) return true;
      if (method === "GET") return !entry.hasLoader;
      return !entry.mutations.some((m) => m.method === method && m.intent === intent);
    });
    expect(stale, "rows for routes, methods or intents that no longer exist").toEqual([]);
    console.info(
      `authorization matrix: ${Object.keys(ROWS).length} route rows × ${ROLES.length} roles = ${
        Object.keys(ROWS).length * ROLES.length
      } cells`,
    );
  });

  const cells = Object.entries(ROWS).flatMap(([key, row]) =>
    ROLES.map((role, index) => ({ key, row, role, expected: row.who[index] })),
  );

  it.each(cells)("$key as $role → $expected", async ({ key, row, role, expected }) => {
    const { file, method } = parseKey(key);
    const entry = byFile.get(file)!;
    const mod = await importRouteModule(file);
    const handler = method === "GET" ? mod.loader : mod.action;
    expect(handler, `${file} has no ${method === "GET" ? "loader" : "action"}`).toBeDefined();

    const world = await makeWorld();
    const actor = actorOf(world, role);
    const sent = row.send(world, actor);
    const request = buildRequest(entry, method, sent, actor?.cookie ?? null);
    const params = Object.fromEntries(
      Object.entries(sent.params ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const before = databaseDigest();
    const registrationsBefore = db
      .select()
      .from(liveCourseRegistrations)
      .where(eq(liveCourseRegistrations.userId, world.a.id))
      .all();

    const outcome = await run(() => handler!({ request, params, context: {} }));

    expect(await outcomeMatches(outcome, expected), describeOutcome(outcome)).toBe(true);
    if (expected === "ok") {
      row.check?.(outcome, world, actor);
    } else {
      expect(databaseDigest(), "a refused request changed the database").toBe(before);
    }
    // Whatever B or the admin did, A's live registration is A's.
    if (role !== "student") {
      expect(
        db
          .select()
          .from(liveCourseRegistrations)
          .where(eq(liveCourseRegistrations.userId, world.a.id))
          .all(),
      ).toEqual(registrationsBefore);
    }
  });
});

describe("owner-only resources beyond the matrix", () => {
  it("a withdrawn public link shows nothing to anyone, its owner included", async () => {
    const world = await makeWorld();
    const page = await importRouteModule("editor_.p.$publicId.tsx");
    const runner = await importRouteModule("editor_.p.$publicId.run.ts");
    for (const actor of [null, world.a, world.b, world.admin]) {
      const headers = actor ? { Cookie: actor.cookie } : undefined;
      const params = { publicId: world.withdrawnPublicId };
      const shown = await run(() =>
        page.loader!({
          request: new Request(`${BASE_URL}/editor/p/${world.withdrawnPublicId}`, { headers }),
          params,
          context: {},
        }),
      );
      expect(shown.status).toBe(404);
      const ran = await run(() =>
        runner.loader!({
          request: new Request(`${BASE_URL}/editor/p/${world.withdrawnPublicId}/run`, { headers }),
          params,
          context: {},
        }),
      );
      expect(ran.status).toBe(404);
    }
  });

  it("B cannot take A's uploaded photo as B's own profile image", async () => {
    const world = await makeWorld();
    const { action } = await importRouteModule("api.user.profile.ts");
    const before = databaseDigest();
    const outcome = await run(() =>
      action!({
        request: new Request(`${BASE_URL}/api/user/profile`, {
          method: "PATCH",
          headers: { Cookie: world.b.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({
            name: world.b.name,
            email: world.b.email,
            username: world.b.username,
            profileImage: `/images/${world.photo.id}`,
          }),
        }),
        params: {},
        context: {},
      }),
    );
    expect(outcome.status).toBe(400);
    expect(databaseDigest()).toBe(before);
  });
});

describe("route inventory", () => {
  it("reads flat-route file names as Remix does", () => {
    expect(urlPatternOf("_index").pattern).toBe("/");
    expect(urlPatternOf("admin._index").pattern).toBe("/admin");
    expect(urlPatternOf("courses.$slug_.learn")).toEqual({
      pattern: "/courses/:slug/learn",
      params: ["slug"],
    });
    expect(urlPatternOf("editor_.p.$publicId.run").pattern).toBe("/editor/p/:publicId/run");
    expect(urlPatternOf("admin.messages[.]csv").pattern).toBe("/admin/messages.csv");
    expect(urlPatternOf("_auth.login").pattern).toBe("/login");
    expect(urlPatternOf("api.$")).toEqual({ pattern: "/api/*", params: ["*"] });
    expect(urlPatternOf("$").pattern).toBe("/*");
  });

  it("lists every route file with what its action accepts", () => {
    const files = fs.readdirSync(ROUTES_DIR).filter((file) => /\.tsx?$/.test(file));
    expect(inventory.map((entry) => entry.file).sort()).toEqual(files.sort());
    const keysOf = (file: string) =>
      byFile.get(file)!.mutations.map((mutation) => mutationKey(file, mutation));
    expect(keysOf("api.courses.$slug.ts")).toEqual([
      "api.courses.$slug.ts PATCH",
      "api.courses.$slug.ts DELETE",
    ]);
    expect(keysOf("profile.tsx")).toContain("profile.tsx POST cancel-enrollment");
    expect(keysOf("courses.$slug_.learn.tsx")).toContain("courses.$slug_.learn.tsx POST");
    // 405/404 stubs take no arguments: no mutation, no GET.
    expect(byFile.get("api.enroll.ts")).toMatchObject({ servesGet: false });
    expect(keysOf("api.enrollments.ts")).toEqual([]);
  });
});
