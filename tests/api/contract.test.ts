import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { images } from "../../db/schema";
import { db } from "~/db.server";

import { previewExcerpt } from "~/models/syllabus.server";
import { loader as courseLoader, action as courseItemAction } from "~/routes/api.courses.$slug";
import { action as coursesAction, loader as coursesLoader } from "~/routes/api.courses";
import { action as modulesAction } from "~/routes/api.modules";
import { action as moduleItemAction } from "~/routes/api.modules.$moduleId";
import { action as sectionsAction } from "~/routes/api.sections";
import { action as sectionItemAction } from "~/routes/api.sections.$sectionId";
import { action as teamAction } from "~/routes/api.team";
import { action as teamItemAction } from "~/routes/api.team.$id";
import { action as testimonialsAction } from "~/routes/api.testimonials";
import { action as testimonialItemAction } from "~/routes/api.testimonials.$id";
import { action as registerAction } from "~/routes/api.register";
import { action as profileAction } from "~/routes/api.user.profile";
import { PHOTO_FORMAT_MESSAGE } from "~/schemas/profile";
import { newAccount } from "../support/accounts";
import { insertTestCourse } from "../support/courses";
import { getRequest, jsonRequest } from "../support/requests";
import { runRoute, type RouteHandler } from "../support/route-outcome";
import { signedInUser } from "../support/users";

describe("courses carry `new` (SPEC §3) as well as `isNew`", () => {
  it("GET /api/courses and GET /api/courses/{slug}", async () => {
    const course = insertTestCourse({ isNew: true });
    const list = await runRoute(coursesLoader, getRequest("/api/courses"));
    const listed = list.data.find((item: { id: number }) => item.id === course.id);
    expect(listed).toMatchObject({ new: true, isNew: true });
    const one = await runRoute(courseLoader, getRequest(`/api/courses/${course.slug}`), {
      slug: course.slug,
    });
    expect(one.data).toMatchObject({ new: true, isNew: true });
    const old = insertTestCourse({ isNew: false });
    const other = await runRoute(courseLoader, getRequest(`/api/courses/${old.slug}`), {
      slug: old.slug,
    });
    expect(other.data).toMatchObject({ new: false, isNew: false });
  });
});

describe("duplicates answer the texts SPEC §8's mapping recognises", () => {
  it("POST /api/register: 409 'Email already exists' / 'Username already exists'", async () => {
    const account = newAccount();
    expect((await runRoute(registerAction, jsonRequest("/api/register", account))).status).toBe(
      201,
    );
    const email = await runRoute(
      registerAction,
      jsonRequest("/api/register", { ...newAccount(), email: account.email.toUpperCase() }),
    );
    expect(email).toMatchObject({ status: 409, data: { message: "Email already exists" } });
    const username = await runRoute(
      registerAction,
      jsonRequest("/api/register", { ...newAccount(), username: account.username }),
    );
    expect(username).toMatchObject({ status: 409, data: { message: "Username already exists" } });
  });
});

describe("admin calls by a non-admin answer 403 { message }, never 405", () => {
  const routes: Array<[string, RouteHandler, Record<string, string>]> = [
    ["/api/courses", coursesAction, {}],
    ["/api/courses/1", courseItemAction, { slug: "1" }],
    ["/api/modules", modulesAction, {}],
    ["/api/modules/1", moduleItemAction, { moduleId: "1" }],
    ["/api/sections", sectionsAction, {}],
    ["/api/sections/1", sectionItemAction, { sectionId: "1" }],
    ["/api/team", teamAction, {}],
    ["/api/team/1", teamItemAction, { id: "1" }],
    ["/api/testimonials", testimonialsAction, {}],
    ["/api/testimonials/1", testimonialItemAction, { id: "1" }],
  ];

  it.each(routes)("%s with any method", async (path, action, params) => {
    const { cookie } = await signedInUser();
    for (const method of ["POST", "PATCH", "DELETE", "PUT"]) {
      const outcome = await runRoute(action, jsonRequest(path, {}, { method, cookie }), params);
      expect(outcome.status, `${method} ${path}`).toBe(403);
      expect(outcome.data).toEqual({ message: expect.any(String) });
    }
  });
});

describe("section preview excerpts", () => {
  it("drop markup and cut long text at a word", () => {
    expect(previewExcerpt("<p>Hola **mundo**</p>\n\n# Título")).toBe("Hola mundo Título");
    const long = previewExcerpt("palabra ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(161);
    expect(long.endsWith("palabra…")).toBe(true);
  });
});

describe("PATCH /api/user/profile with profileImage as a data URL", () => {
  const profileOf = (user: { name: string; email: string; username: string }) => ({
    name: user.name,
    email: user.email,
    username: user.username,
  });
  const imageCount = () => db.select({ n: count() }).from(images).get()!.n;

  it("stores it as our own 256×256 JPEG and makes it the photo", async () => {
    const user = await signedInUser();
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#336699" },
    })
      .png()
      .toBuffer();
    const outcome = await runRoute(
      profileAction,
      jsonRequest(
        "/api/user/profile",
        { ...profileOf(user), profileImage: `data:image/png;base64,${png.toString("base64")}` },
        { method: "PATCH", cookie: user.cookie },
      ),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.data.profileImage).toMatch(/^\/images\/\d+$/);
    const id = Number(outcome.data.profileImage.split("/").at(-1));
    const stored = db.select().from(images).where(eq(images.id, id)).get()!;
    expect(stored).toMatchObject({ userId: user.id, contentType: "image/jpeg" });
    expect(await sharp(stored.data).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it("refuses what is not a JPEG, PNG or GIF by its bytes, and stores nothing", async () => {
    const user = await signedInUser();
    const before = imageCount();
    const outcome = await runRoute(
      profileAction,
      jsonRequest(
        "/api/user/profile",
        {
          ...profileOf(user),
          profileImage: `data:image/png;base64,${Buffer.from("<svg/>").toString("base64")}`,
        },
        { method: "PATCH", cookie: user.cookie },
      ),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data.message).toBe(PHOTO_FORMAT_MESSAGE);
    expect(imageCount()).toBe(before);
  });
});
