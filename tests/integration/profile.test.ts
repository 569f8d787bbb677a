import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import {
  enrollments,
  images,
  liveCourseRegistrations,
  sectionProgress,
  sections,
  sessions,
  users,
} from "../../db/schema";
import { verifyPassword } from "~/auth/password.server";
import { db } from "~/db.server";
import { enrollUser } from "~/models/enrollment.server";
import { loader as apiUserLoader } from "~/routes/api.user";
import { action as apiUserProfileAction } from "~/routes/api.user.profile";
import { loader as imageLoader } from "~/routes/images.$imageId";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { enrollableCourse } from "../support/courses";
import {
  BASE_URL,
  clearsSession,
  formRequest,
  getRequest,
  jsonRequest,
  multipartRequest,
} from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { cookieFor, createUserWithPassword } from "../support/users";

const post = (cookie: string, fields: Record<string, string>) =>
  runRoute(profileAction, formRequest("/profile", fields, { cookie }));

const postMultipart = (cookie: string, form: FormData) =>
  runRoute(profileAction, multipartRequest("/profile", form, { cookie }));

function userRow(id: number) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

async function apiUserStatus(cookie: string) {
  return (await runRoute(apiUserLoader, getRequest("/api/user", { cookie }))).status;
}

function photoForm(file: File, bio = "Me gusta programar.") {
  const form = new FormData();
  form.set("intent", "update-profile");
  form.set("bio", bio);
  form.set("photo", file);
  return form;
}

const pngBytes = async () =>
  new Uint8Array(
    await sharp({
      create: {
        width: 400,
        height: 200,
        channels: 4,
        background: { r: 0, g: 128, b: 255, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer(),
  );

describe("profile page loader", () => {
  it("shows the user's data and enrollments, and the confirmation step only for own enrollments", async () => {
    const { user, cookie } = await createUserWithPassword();
    const other = await createUserWithPassword();
    const course = enrollableCourse();
    const mine = enrollUser(user.id, course.id).enrollment;
    const theirs = enrollUser(other.user.id, course.id).enrollment;

    const load = (query: string) =>
      runRoute(profileLoader, getRequest(`/profile${query}`, { cookie }));

    const page = await load("");
    expect(page.data.user).toMatchObject({ id: user.id, email: user.email });
    expect(page.data.user).not.toHaveProperty("passwordHash");
    expect(page.data.enrollments.map((enrollment: { id: number }) => enrollment.id)).toEqual([
      mine.id,
    ]);
    expect(page.data.enrollments[0].course).toMatchObject({
      slug: course.slug,
      title: course.title,
    });
    expect(page.data.confirm).toBeNull();

    expect((await load("?confirm=delete-account")).data.confirm).toEqual({
      kind: "delete-account",
    });
    expect((await load(`?confirm=cancel-enrollment&id=${mine.id}`)).data.confirm).toEqual({
      kind: "cancel-enrollment",
      enrollmentId: mine.id,
    });
    expect((await load(`?confirm=cancel-enrollment&id=${theirs.id}`)).data.confirm).toBeNull();
    expect((await load("?confirm=cancel-enrollment&id=abc")).data.confirm).toBeNull();
  });

  it("refuses anonymous posts by sending them to /auth", async () => {
    const outcome = await runRoute(
      profileAction,
      formRequest("/profile", { intent: "delete-account" }),
    );
    expect(redirectedTo(outcome)).toBe("/auth?redirectTo=%2Fprofile");
  });
});

describe("Información General", () => {
  it("saves name, username and email (lowercased) with the '¡Perfil actualizado!' toast", async () => {
    const { user, cookie, password } = await createUserWithPassword();
    const email = `Nuevo-${randomUUID().slice(0, 6)}@Example.com`;
    const outcome = await post(cookie, {
      intent: "update-info",
      name: "Luisa Nueva",
      username: "luisa_n" + user.id,
      email,
      currentPassword: password,
    });
    expect(redirectedTo(outcome)).toBe("/profile");
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "¡Perfil actualizado!",
      description: "Los cambios han sido guardados exitosamente.",
    });
    expect(userRow(user.id)).toMatchObject({
      name: "Luisa Nueva",
      username: "luisa_n" + user.id,
      email: email.toLowerCase(),
    });
  });

  it("answers the SPEC messages (with their full stops) and changes nothing", async () => {
    const { user, cookie } = await createUserWithPassword();
    const outcome = await post(cookie, {
      intent: "update-info",
      name: "L",
      username: "lu",
      email: "mal",
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data.intent).toBe("update-info");
    expect(outcome.data.result.error).toMatchObject({
      name: ["El nombre debe tener al menos 2 caracteres."],
      username: ["El nombre de usuario debe tener al menos 3 caracteres."],
      email: ["Por favor ingresa un correo electrónico válido."],
    });
    expect(userRow(user.id)).toMatchObject({
      name: user.name,
      username: user.username,
      email: user.email,
    });
  });

  it("refuses another account's email or username with 409 and the Spanish message", async () => {
    const { user, cookie, password } = await createUserWithPassword();
    const other = await createUserWithPassword();
    const takenEmail = await post(cookie, {
      intent: "update-info",
      name: user.name,
      username: user.username,
      email: other.user.email.toUpperCase(),
      currentPassword: password,
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.data.result.error.email).toEqual([
      "Este correo electrónico ya está registrado",
    ]);
    // Shown under the field only, not again as the form's failure notice.
    expect(takenEmail.data.failure).toBeUndefined();
    const takenUsername = await post(cookie, {
      intent: "update-info",
      name: user.name,
      username: other.user.username,
      email: user.email,
    });
    expect(takenUsername.status).toBe(409);
    expect(takenUsername.data.result.error.username).toEqual([
      "Este nombre de usuario ya está en uso",
    ]);
    expect(userRow(user.id)?.email).toBe(user.email);
  });

  it("keeps the user's own email and username valid (no conflict with themselves)", async () => {
    const { user, cookie } = await createUserWithPassword();
    const outcome = await post(cookie, {
      intent: "update-info",
      name: "Otro Nombre",
      username: user.username,
      email: user.email,
    });
    expect(outcome.status).toBe(302);
  });
});

describe("Seguridad", () => {
  it("checks the current password for real", async () => {
    const { user, cookie } = await createUserWithPassword();
    const before = userRow(user.id)!.passwordHash;
    const outcome = await post(cookie, {
      intent: "change-password",
      currentPassword: "no-es-la-mia",
      newPassword: "nueva-clave-1",
      confirmPassword: "nueva-clave-1",
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.currentPassword).toEqual([
      "La contraseña actual es incorrecta.",
    ]);
    expect(outcome.data.failure).toBeUndefined();
    expect(JSON.stringify(outcome.data.result)).not.toContain("nueva-clave-1");
    expect(userRow(user.id)!.passwordHash).toBe(before);
  });

  it("answers the SPEC messages", async () => {
    const { cookie } = await createUserWithPassword();
    const short = await post(cookie, {
      intent: "change-password",
      currentPassword: "1",
      newPassword: "2",
      confirmPassword: "3",
    });
    expect(short.data.result.error).toMatchObject({
      currentPassword: ["La contraseña actual debe tener al menos 6 caracteres."],
      newPassword: ["La nueva contraseña debe tener al menos 6 caracteres."],
      confirmPassword: ["La confirmación de la contraseña debe tener al menos 6 caracteres."],
    });
    const mismatch = await post(cookie, {
      intent: "change-password",
      currentPassword: "secreto123",
      newPassword: "nueva-clave-1",
      confirmPassword: "nueva-clave-2",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Las contraseñas no coinciden."]);
  });

  it("stores the new password and ends the user's other sessions, keeping this one", async () => {
    const { user, cookie, password } = await createUserWithPassword();
    const otherDevice = await cookieFor(user.id);
    const outcome = await post(cookie, {
      intent: "change-password",
      currentPassword: password,
      newPassword: "nueva-clave-1",
      confirmPassword: "nueva-clave-1",
    });
    expect(redirectedTo(outcome)).toBe("/profile");
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Contraseña actualizada",
      description: "Tu contraseña ha sido actualizada exitosamente.",
    });
    const hash = userRow(user.id)!.passwordHash;
    expect(await verifyPassword(hash, "nueva-clave-1")).toBe(true);
    expect(await verifyPassword(hash, password)).toBe(false);
    expect(await apiUserStatus(otherDevice)).toBe(401);
    expect(await apiUserStatus(cookie)).toBe(200);
  });
});

/**
 * A 300×100 picture in three bands (red | green | blue): cropped to a centred square it is all
 * green; a square taken from the left would be red, a squeeze would keep all three.
 */
async function threeBands(height = 100) {
  const band = (color: string) =>
    sharp({ create: { width: 100, height, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 300, height, channels: 3, background: "#000000" } })
    .composite([
      { input: await band("#ff0000"), left: 0, top: 0 },
      { input: await band("#00ff00"), left: 100, top: 0 },
      { input: await band("#0000ff"), left: 200, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** The stored photo's size and the colour of its left, centre and right edges (middle row). */
async function storedPhotoShape(profileImage: string) {
  const id = Number(profileImage.split("/").at(-1));
  const stored = db.select().from(images).where(eq(images.id, id)).get()!;
  const { data, info } = await sharp(stored.data).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number) => {
    const at = (Math.floor(info.height / 2) * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]].map((value) => (value > 128 ? 1 : 0)).join("");
  };
  return {
    width: info.width,
    height: info.height,
    edges: [pixel(2), pixel(Math.floor(info.width / 2)), pixel(info.width - 3)],
  };
}

describe("the photo is cropped to a centred square ('Se recortará en un cuadrado centrado')", () => {
  const GREEN_SQUARE = { width: 256, height: 256, edges: ["010", "010", "010"] };

  it("from the profile page's form", async () => {
    const { user, cookie } = await createUserWithPassword();
    const file = new File([new Uint8Array(await threeBands())], "ancha.png", { type: "image/png" });
    expect((await postMultipart(cookie, photoForm(file))).status).toBe(302);
    expect(await storedPhotoShape(userRow(user.id)!.profileImage!)).toEqual(GREEN_SQUARE);
  });

  it("from PATCH /api/user/profile with a data URL", async () => {
    const { user, cookie } = await createUserWithPassword();
    const png = (await threeBands()).toString("base64");
    const outcome = await runRoute(
      apiUserProfileAction,
      jsonRequest(
        "/api/user/profile",
        {
          name: user.name,
          email: user.email,
          username: user.username,
          profileImage: `data:image/png;base64,${png}`,
        },
        { method: "PATCH", cookie },
      ),
    );
    expect(outcome.status).toBe(200);
    expect(await storedPhotoShape(outcome.data.profileImage)).toEqual(GREEN_SQUARE);
  });
});

describe("photo and bio", () => {
  it("accepts PNG bytes whatever the file is called, stores a 256×256 JPEG and serves it to its owner only", async () => {
    const { user, cookie } = await createUserWithPassword();
    const file = new File([await pngBytes()], "foto.txt", { type: "text/plain" });
    const outcome = await postMultipart(cookie, photoForm(file, "  Hola, soy Luis.  "));
    expect(outcome.status).toBe(302);
    expect(await toastOf(outcome)).toMatchObject({
      type: "success",
      title: "¡Perfil actualizado!",
    });

    const saved = userRow(user.id)!;
    expect(saved.bio).toBe("Hola, soy Luis.");
    expect(saved.profileImage).toMatch(/^\/images\/\d+$/);
    const imageId = saved.profileImage!.split("/").pop()!;
    const row = db
      .select()
      .from(images)
      .where(eq(images.id, Number(imageId)))
      .get()!;
    expect(row.userId).toBe(user.id);
    expect(row.contentType).toBe("image/jpeg");
    const meta = await sharp(row.data).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 256, height: 256 });

    const fetchImage = (cookie?: string) =>
      imageLoader({
        request: getRequest(`/images/${imageId}`, { cookie }),
        params: { imageId },
        context: {},
      });
    // Profile photos are private: sequential ids, and some students are minors.
    expect((await fetchImage()).status).toBe(404);
    expect((await fetchImage((await createUserWithPassword()).cookie)).status).toBe(404);
    const served = await fetchImage(cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toMatch(/^private, /);
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    expect(served.headers.get("Cache-Control")).toMatch(/max-age=\d{7,}/);
    expect(Buffer.from(await served.arrayBuffer()).equals(row.data)).toBe(true);
  });

  it("replaces the previous photo and deletes its row", async () => {
    const { user, cookie } = await createUserWithPassword();
    await postMultipart(
      cookie,
      photoForm(new File([await pngBytes()], "a.png", { type: "image/png" })),
    );
    const first = userRow(user.id)!.profileImage!;
    const gif = await sharp({ create: { width: 10, height: 30, channels: 3, background: "#0f0" } })
      .gif()
      .toBuffer();
    expect(
      (
        await postMultipart(
          cookie,
          photoForm(new File([new Uint8Array(gif)], "b.gif", { type: "image/gif" })),
        )
      ).status,
    ).toBe(302);
    const second = userRow(user.id)!.profileImage!;
    expect(second).not.toBe(first);
    expect(
      db
        .select()
        .from(images)
        .where(eq(images.userId, user.id))
        .all()
        .map((row) => `/images/${row.id}`),
    ).toEqual([second]);
  });

  it("keeps the photo when only the bio is saved (empty file input)", async () => {
    const { user, cookie } = await createUserWithPassword();
    await postMultipart(
      cookie,
      photoForm(new File([await pngBytes()], "a.png", { type: "image/png" })),
    );
    const photo = userRow(user.id)!.profileImage;
    const outcome = await postMultipart(
      cookie,
      photoForm(new File([], "", { type: "application/octet-stream" }), ""),
    );
    expect(outcome.status).toBe(302);
    expect(userRow(user.id)).toMatchObject({ profileImage: photo, bio: null });
  });

  it("refuses a text file named .jpg with the SPEC message and changes nothing", async () => {
    const { user, cookie } = await createUserWithPassword();
    const file = new File(["esto no es una imagen"], "foto.jpg", { type: "image/jpeg" });
    const outcome = await postMultipart(cookie, photoForm(file, "bio nueva"));
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.photo).toEqual([
      "Solo se permiten imágenes en formato JPG, PNG o GIF",
    ]);
    expect(userRow(user.id)).toMatchObject({ profileImage: null, bio: null });
    expect(db.select().from(images).where(eq(images.userId, user.id)).all()).toHaveLength(0);
  });

  it("refuses a corrupt image body with a clear 400", async () => {
    const { user, cookie } = await createUserWithPassword();
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = new File(
      [new Uint8Array(Buffer.concat([header, Buffer.alloc(2048, 7)]))],
      "rota.png",
      { type: "image/png" },
    );
    const outcome = await postMultipart(cookie, photoForm(file));
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.photo[0]).toMatch(/dañado/);
    expect(userRow(user.id)!.profileImage).toBeNull();
  });

  it("refuses a photo over 5 MB with 'La imagen no debe superar los 5MB'", async () => {
    const { user, cookie } = await createUserWithPassword();
    const big = new Uint8Array(Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]));
    const outcome = await postMultipart(
      cookie,
      photoForm(new File([big], "grande.png", { type: "image/png" })),
    );
    expect(outcome.status).toBe(413);
    expect(outcome.data.result.error.photo).toEqual(["La imagen no debe superar los 5MB"]);
    expect(userRow(user.id)!.profileImage).toBeNull();
  });

  it("gives back the bio typed with a photo over 5 MB, so the form can show it again", async () => {
    const { user, cookie } = await createUserWithPassword();
    const big = new Uint8Array(Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]));
    const outcome = await postMultipart(
      cookie,
      photoForm(new File([big], "grande.png", { type: "image/png" }), "Mi bio nueva"),
    );
    expect(outcome.status).toBe(413);
    expect(outcome.data.result.initialValue).toMatchObject({ bio: "Mi bio nueva" });
    expect(userRow(user.id)!.bio).not.toBe("Mi bio nueva");
  });

  it("refuses a declared 50 MB upload before reading it", async () => {
    const { cookie } = await createUserWithPassword();
    const boundary = "----limite";
    const request = new Request(`${BASE_URL}/profile`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(50 * 1024 * 1024),
      },
      body: "never read",
    });
    const outcome = await runRoute(profileAction, request);
    expect(outcome.status).toBe(413);
    expect(outcome.data.result.error.photo).toEqual(["La imagen no debe superar los 5MB"]);
  });

  it("image route: 404 for unknown and non-numeric ids", async () => {
    for (const imageId of ["999999", "abc", "1.5", "-1"]) {
      const outcome = await runRoute(imageLoader, getRequest(`/images/${imageId}`), { imageId });
      expect(outcome.status).toBe(404);
    }
  });
});

describe("Mis Cursos", () => {
  it("cancels one of the user's own enrollments with the 'Éxito' toast", async () => {
    const { user, cookie } = await createUserWithPassword();
    const course = enrollableCourse();
    const { enrollment } = enrollUser(user.id, course.id);
    const outcome = await post(cookie, {
      intent: "cancel-enrollment",
      enrollmentId: String(enrollment.id),
    });
    expect(redirectedTo(outcome)).toBe("/profile");
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Éxito",
      description: "Has cancelado tu inscripción al curso",
    });
    expect(
      db.select().from(enrollments).where(eq(enrollments.id, enrollment.id)).get(),
    ).toBeUndefined();
  });

  it("cannot cancel someone else's enrollment (404, row kept) nor a malformed id (400)", async () => {
    const { cookie } = await createUserWithPassword();
    const other = await createUserWithPassword();
    const course = enrollableCourse();
    const { enrollment } = enrollUser(other.user.id, course.id);
    const outcome = await post(cookie, {
      intent: "cancel-enrollment",
      enrollmentId: String(enrollment.id),
    });
    expect(outcome.status).toBe(404);
    expect(outcome.data.failure).toEqual({ title: "Error", message: "Inscripción no encontrada" });
    expect(
      db.select().from(enrollments).where(eq(enrollments.id, enrollment.id)).get(),
    ).toBeTruthy();
    expect((await post(cookie, { intent: "cancel-enrollment", enrollmentId: "abc" })).status).toBe(
      400,
    );
  });
});

describe("delete account", () => {
  it("deletes sessions, enrollments and progress, keeps live registrations without the user, signs out", async () => {
    const { user, cookie } = await createUserWithPassword();
    const otherDevice = await cookieFor(user.id);
    const course = enrollableCourse();
    enrollUser(user.id, course.id);
    const section = db.select().from(sections).get()!;
    db.insert(sectionProgress)
      .values({ userId: user.id, sectionId: section.id, completed: true })
      .run();
    const registration = db
      .insert(liveCourseRegistrations)
      .values({
        courseId: course.id,
        userId: user.id,
        firstName: "Luis",
        lastName: "Prueba",
        email: user.email,
        phoneNumber: "5512345678",
        age: 20,
        preferredModality: "Virtual",
      })
      .returning()
      .get();

    const outcome = await post(cookie, { intent: "delete-account" });
    expect(redirectedTo(outcome)).toBe("/");
    expect(clearsSession(outcome.headers)).toBe(true);
    expect(await toastOf(outcome)).toEqual({
      type: "success",
      title: "Cuenta eliminada",
      description: "Tu cuenta ha sido eliminada exitosamente.",
    });

    expect(userRow(user.id)).toBeUndefined();
    expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    expect(db.select().from(enrollments).where(eq(enrollments.userId, user.id)).all()).toHaveLength(
      0,
    );
    expect(
      db.select().from(sectionProgress).where(eq(sectionProgress.userId, user.id)).all(),
    ).toHaveLength(0);
    const kept = db
      .select()
      .from(liveCourseRegistrations)
      .where(eq(liveCourseRegistrations.id, registration.id))
      .get();
    expect(kept).toMatchObject({ userId: null, firstName: "Luis" });
    expect(await apiUserStatus(cookie)).toBe(401);
    expect(await apiUserStatus(otherDevice)).toBe(401);
  });
});

describe("bad input", () => {
  it("an unknown intent is a 400 and an oversize form a 413", async () => {
    const { cookie } = await createUserWithPassword();
    expect((await post(cookie, { intent: "borrar-todo" })).status).toBe(400);
    const oversize = await post(cookie, {
      intent: "update-info",
      name: "x".repeat(200 * 1024),
      username: "abc",
      email: "a@b.co",
    });
    expect(oversize.status).toBe(413);
  });

  it("refuses a bio over 500 characters", async () => {
    const { user, cookie } = await createUserWithPassword();
    const form = new FormData();
    form.set("intent", "update-profile");
    form.set("bio", "a".repeat(501));
    const outcome = await postMultipart(cookie, form);
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.bio).toEqual([
      "La biografía no debe superar los 500 caracteres.",
    ]);
    expect(userRow(user.id)!.bio).toBeNull();
  });
});
