import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { courses, modules, sections, teams, testimonials } from "../../db/schema";
import { db } from "~/db.server";
import { listSectionResourceLinks } from "~/models/syllabus.server";
import { action as coursesPage } from "~/routes/admin.courses._index";
import { action as sectionsPage } from "~/routes/admin.courses.$courseId.modules.$moduleId";
import { action as teamPage } from "~/routes/admin.team";
import { action as testimonialsPage } from "~/routes/admin.testimonials";
import { action as coursesApi } from "~/routes/api.courses";
import { action as sectionItemApi } from "~/routes/api.sections.$sectionId";
import { action as sectionsApi } from "~/routes/api.sections";
import { action as teamItemApi } from "~/routes/api.team.$id";
import { action as teamApi } from "~/routes/api.team";
import { action as testimonialsApi } from "~/routes/api.testimonials";
import { courseSchema } from "~/schemas/course";
import { IMAGE_URL_MESSAGE } from "~/schemas/fields";
import { resourceLineLabel, SYLLABUS_MESSAGES, sectionSchema } from "~/schemas/syllabus";
import { teamMemberSchema } from "~/schemas/team";
import { testimonialSchema } from "~/schemas/testimonial";
import { courseFormFields, insertTestCourse } from "../support/courses";
import { run } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

// Issue 17, finding 12: image, video and resource URLs are absolute http(s) URLs or paths on this
// site. `javascript:` would run from an `<img src>` or a link; "/\evil.example" and
// "//evil.example" are read by browsers as another host.

const HOSTILE = ["javascript:alert(1)", "/\\evil.example", "//evil.example"];
/** More of the same family, checked at the schema level. */
const ALSO_HOSTILE = [
  "JavaScript:alert(1)",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "/\t/evil.example",
  "/\\/evil.example",
  "https:evil.example",
  "https://good.example\\@evil.example",
  "http://",
];
const VALID_IMAGES = [
  "https://cdn.example.org/portada.png",
  "/images/courses/html.svg",
  "/images/12",
];

const VIDEO_MESSAGE = SYLLABUS_MESSAGES.videoUrl;
/** The message for item `index` of a JSON list, or for line 2 of the textarea ("Mal | value"). */
const resourceMessage = (index: number) => `Recurso ${index}: ${SYLLABUS_MESSAGES.resourceUrl}`;
const lineMessage = (text: string) =>
  `${resourceLineLabel(2, text)}: ${SYLLABUS_MESSAGES.resourceUrl}`;

type Action = (args: ActionFunctionArgs) => unknown;

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await cookieFor(insertTestUser("admin").id);
});

function postForm(
  action: Action,
  path: string,
  body: Record<string, string> | FormData,
  params: Record<string, string> = {},
) {
  const headers: Record<string, string> = { Cookie: adminCookie };
  if (!(body instanceof FormData)) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: body instanceof FormData ? body : new URLSearchParams(body).toString(),
  });
  return run(() => action({ request, params, context: {} }));
}

function callApi(action: Action, body: unknown, { method = "POST", params = {} } = {}) {
  const request = new Request("http://localhost/api/x", {
    method,
    headers: { "Content-Type": "application/json", Cookie: adminCookie },
    body: JSON.stringify(body),
  });
  return run(() => action({ request, params: params as Record<string, string>, context: {} }));
}

let counter = 0;
const tag = () => `${++counter}-${Math.random().toString(36).slice(2, 8)}`;

const courseFields = (image: string) => courseFormFields({ image });
const memberFields = (image: string) => ({
  name: `Ana ${tag()}`,
  role: "Instructora",
  bio: "Enseña desarrollo web desde hace años.",
  image,
  order: "1",
});
const testimonialFields = (image: string) => ({
  name: `Luis ${tag()}`,
  courseName: "Desarrollo Web",
  text: "Aprendí muchísimo en este curso.",
  image,
  rating: "5",
  order: "1",
});

function newModule() {
  const course = insertTestCourse();
  const module = db
    .insert(modules)
    .values({
      courseId: course.id,
      title: "Módulo de enlaces",
      description: "Descripción del módulo.",
      order: 1,
      instructor: "Equipo Docente",
    })
    .returning()
    .get();
  return {
    module,
    path: `/admin/courses/${course.id}/modules/${module.id}`,
    params: { courseId: String(course.id), moduleId: String(module.id) },
  };
}

const sectionFields = (extra: Record<string, string>) => ({
  title: `Sección ${tag()}`,
  content: "Contenido de la sección de enlaces.",
  order: String(counter + 1),
  ...extra,
});

const errorsOf = (issues: { path: PropertyKey[]; message: string }[], field: string) =>
  issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);

describe("the shared schemas", () => {
  it.each([...HOSTILE, ...ALSO_HOSTILE])(
    "refuse %j as an image, a video or a resource, with the field's Spanish message",
    (value) => {
      const course = courseSchema.safeParse(courseFields(value));
      expect(course.success).toBe(false);
      expect(errorsOf(course.error!.issues, "image")).toEqual([IMAGE_URL_MESSAGE]);
      for (const schema of [teamMemberSchema, testimonialSchema]) {
        const fields = schema === teamMemberSchema ? memberFields(value) : testimonialFields(value);
        const result = schema.safeParse(fields);
        expect(result.success).toBe(false);
        expect(errorsOf(result.error!.issues, "image")).toEqual([IMAGE_URL_MESSAGE]);
      }
      const section = sectionSchema.safeParse({
        moduleId: 1,
        ...sectionFields({
          videoUrl: value,
          resources: `Guía | https://developer.mozilla.org\nOtra | ${value}`,
        }),
      });
      expect(section.success).toBe(false);
      expect(errorsOf(section.error!.issues, "videoUrl")).toEqual([VIDEO_MESSAGE]);
      expect(errorsOf(section.error!.issues, "resources")).toEqual([
        lineMessage(`Otra | ${value}`),
      ]);
      const json = sectionSchema.safeParse({
        moduleId: 1,
        ...sectionFields({}),
        resources: [{ title: "Otra", url: value }],
      });
      expect(errorsOf(json.error!.issues, "resources")).toEqual([resourceMessage(1)]);
    },
  );

  it.each(VALID_IMAGES)("accept %j", (value) => {
    expect(courseSchema.safeParse(courseFields(value)).data?.image).toBe(value);
    expect(teamMemberSchema.safeParse(memberFields(value)).data?.image).toBe(value);
    expect(testimonialSchema.safeParse(testimonialFields(value)).data?.image).toBe(value);
    const section = sectionSchema.safeParse({
      moduleId: 1,
      ...sectionFields({ videoUrl: value, resources: `Guía | ${value}` }),
    });
    expect(section.data).toMatchObject({ videoUrl: value, resources: [{ url: value }] });
  });

  it("leave a blank or too short image to the model's 'required' rule (an upload may stand in)", () => {
    expect(courseSchema.safeParse(courseFields("")).success).toBe(true);
    expect(teamMemberSchema.safeParse(memberFields("x")).success).toBe(true);
  });
});

describe("admin pages", () => {
  it.each(HOSTILE)(
    "refuse %j as a course, member or testimonial image, nothing saved",
    async (value) => {
      const cases: [Action, string, Record<string, string>, () => number][] = [
        [
          coursesPage,
          "/admin/courses?index",
          courseFields(value),
          () => db.select().from(courses).where(eq(courses.image, value)).all().length,
        ],
        [
          teamPage,
          "/admin/team",
          memberFields(value),
          () => db.select().from(teams).where(eq(teams.image, value)).all().length,
        ],
        [
          testimonialsPage,
          "/admin/testimonials",
          testimonialFields(value),
          () => db.select().from(testimonials).where(eq(testimonials.image, value)).all().length,
        ],
      ];
      for (const [action, path, fields, stored] of cases) {
        const outcome = await postForm(action, path, { intent: "create", ...fields });
        expect(outcome.status, path).toBe(400);
        expect(outcome.data.result.error.image, path).toEqual([IMAGE_URL_MESSAGE]);
        expect(outcome.data.result.initialValue.image, path).toBe(value);
        expect(stored(), path).toBe(0);
      }
    },
  );

  it.each(HOSTILE)("refuse %j as a section's video or resource, on those fields", async (value) => {
    const { module, path, params } = newModule();
    const outcome = await postForm(
      sectionsPage,
      path,
      {
        intent: "create",
        ...sectionFields({ videoUrl: value, resources: `Guía | /media/guia.pdf\nMal | ${value}` }),
      },
      params,
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.videoUrl).toEqual([VIDEO_MESSAGE]);
    expect(outcome.data.result.error.resources).toEqual([lineMessage(`Mal | ${value}`)]);
    expect(db.select().from(sections).where(eq(sections.moduleId, module.id)).all()).toEqual([]);
  });

  it("save https:// and /images/… values, and an uploaded image's own /images/N on update", async () => {
    for (const image of VALID_IMAGES) {
      const fields = courseFields(image);
      const outcome = await postForm(coursesPage, "/admin/courses?index", {
        intent: "create",
        ...fields,
      });
      expect(outcome.status).toBe(302);
      expect(db.select().from(courses).where(eq(courses.title, fields.title)).get()?.image).toBe(
        image,
      );
    }

    const form = new FormData();
    const fields = memberFields("");
    for (const [name, value] of Object.entries({ intent: "create", ...fields })) {
      form.append(name, value);
    }
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    form.append("imageFile", new File([new Uint8Array(png)], "ana.png", { type: "image/png" }));
    expect((await postForm(teamPage, "/admin/team", form)).status).toBe(302);
    const member = db.select().from(teams).where(eq(teams.name, fields.name)).get()!;
    expect(member.image).toMatch(/^\/images\/\d+$/);
    // The edit form sends the stored URL back as it is.
    const updated = await postForm(teamPage, `/admin/team?edit=${member.id}`, {
      intent: "update",
      memberId: String(member.id),
      ...fields,
      image: member.image,
      role: "Directora",
    });
    expect(updated.status).toBe(302);
    expect(db.select().from(teams).where(eq(teams.id, member.id)).get()).toMatchObject({
      role: "Directora",
      image: member.image,
    });

    const { module, path, params } = newModule();
    const section = await postForm(
      sectionsPage,
      path,
      {
        intent: "create",
        ...sectionFields({
          videoUrl: "https://videos.example.org/clase.mp4",
          resources: "Guía | /media/guia.pdf\nMDN | https://developer.mozilla.org/es/",
        }),
      },
      params,
    );
    expect(section.status).toBe(302);
    const row = db.select().from(sections).where(eq(sections.moduleId, module.id)).get()!;
    expect(row.videoUrl).toBe("https://videos.example.org/clase.mp4");
    expect(listSectionResourceLinks(row.id).map(({ url }) => url)).toEqual([
      "/media/guia.pdf",
      "https://developer.mozilla.org/es/",
    ]);
  });
});

describe("/api", () => {
  it.each(HOSTILE)("refuses %j as an image with 400 and the field's message", async (value) => {
    const cases: [Action, Record<string, unknown>][] = [
      [coursesApi, courseFields(value)],
      [teamApi, memberFields(value)],
      [testimonialsApi, testimonialFields(value)],
    ];
    for (const [action, body] of cases) {
      const outcome = await callApi(action, body);
      expect(outcome.status).toBe(400);
      expect(outcome.data.errors.image).toEqual([IMAGE_URL_MESSAGE]);
    }
    const member = await callApi(teamApi, memberFields("https://cdn.example.org/ana.png"));
    expect(member.status).toBe(201);
    const patched = await callApi(teamItemApi, memberFields(value), {
      method: "PATCH",
      params: { id: String(member.data.id) },
    });
    expect(patched.status).toBe(400);
    expect(patched.data.errors.image).toEqual([IMAGE_URL_MESSAGE]);
    expect(db.select().from(teams).where(eq(teams.id, member.data.id)).get()!.image).toBe(
      "https://cdn.example.org/ana.png",
    );
  });

  it.each(HOSTILE)("refuses %j as a section's video or resource", async (value) => {
    const { module } = newModule();
    const base = { moduleId: module.id, ...sectionFields({}) };
    const lines = await callApi(sectionsApi, {
      ...base,
      videoUrl: value,
      resources: `Guía | /media/guia.pdf\nMal | ${value}`,
    });
    expect(lines.status).toBe(400);
    expect(lines.data.errors.videoUrl).toEqual([VIDEO_MESSAGE]);
    expect(lines.data.errors.resources).toEqual([lineMessage(`Mal | ${value}`)]);
    const list = await callApi(sectionsApi, { ...base, resources: [{ title: "Mal", url: value }] });
    expect(list.status).toBe(400);
    expect(list.data.errors.resources).toEqual([resourceMessage(1)]);

    const created = await callApi(sectionsApi, { ...base, videoUrl: "/media/leccion-demo.webm" });
    expect(created.status).toBe(201);
    const patched = await callApi(
      sectionItemApi,
      { ...base, videoUrl: value },
      { method: "PATCH", params: { sectionId: String(created.data.id) } },
    );
    expect(patched.status).toBe(400);
    expect(patched.data.errors.videoUrl).toEqual([VIDEO_MESSAGE]);
    expect(db.select().from(sections).where(eq(sections.id, created.data.id)).get()!.videoUrl).toBe(
      "/media/leccion-demo.webm",
    );
  });

  it("accepts https:// and /images/… values", async () => {
    for (const image of VALID_IMAGES) {
      const course = await callApi(coursesApi, courseFields(image));
      expect(course.status).toBe(201);
      expect(course.data.image).toBe(image);
      const testimonial = await callApi(testimonialsApi, testimonialFields(image));
      expect(testimonial.status).toBe(201);
      expect(testimonial.data.image).toBe(image);
    }
    const { module } = newModule();
    const section = await callApi(sectionsApi, {
      moduleId: module.id,
      ...sectionFields({}),
      videoUrl: "https://videos.example.org/clase.mp4",
      resources: [{ title: "Guía", url: "/media/guia.pdf" }],
    });
    expect(section.status).toBe(201);
    expect(section.data).toMatchObject({
      videoUrl: "https://videos.example.org/clase.mp4",
      resources: [{ title: "Guía", url: "/media/guia.pdf" }],
    });
  });
});
