import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";

import { contacts } from "../../db/schema";
import { db } from "~/db.server";
import { action as apiAction, loader as apiLoader } from "~/routes/api.contact";
import { action as pageAction, loader as pageLoader } from "~/routes/contact";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES as M,
  contactSchema,
} from "~/schemas/contact";
import { getFormConstraint } from "~/schemas/form-constraint";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { BASE_URL, CROSS_SITE, formRequest, jsonRequest } from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";

const uniqueEmail = () => `persona_${randomUUID().slice(0, 8)}@example.com`;

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  runRoute(apiAction, jsonRequest("/api/contact", body, { headers }));

const postForm = (fields: Record<string, string>) =>
  runRoute(pageAction, formRequest("/contact", fields));

/** The field errors for a message with every field missing or invalid. */
const EVERY_FIELD_INVALID = { name: [M.name], email: [M.email], message: [M.message] };

const rowsFor = (email: string) =>
  db.select().from(contacts).where(eq(contacts.email, email)).all();

describe("POST /api/contact", () => {
  test("stores the message and answers 201 { message, contact }", async () => {
    const email = uniqueEmail();
    const response = await postJson({
      name: "  Ana López ",
      email,
      message: "¿Cuándo empieza el curso?",
    });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      message: expect.any(String),
      contact: {
        id: expect.any(Number),
        name: "Ana López",
        email,
        message: "¿Cuándo empieza el curso?",
      },
    });
    expect(rowsFor(email)).toHaveLength(1);
  });

  test("missing or invalid fields → 400 with the spec messages", async () => {
    const response = await postJson({ name: " ", email: "no-es-correo", message: "" });
    expect(response.status).toBe(400);
    expect(response.data.errors).toEqual(EVERY_FIELD_INVALID);
    expect((await postJson({})).data.errors).toEqual(EVERY_FIELD_INVALID);
  });

  test("a message over 5000 characters → 400, a 100 KB body → 413; nothing stored", async () => {
    const email = uniqueEmail();
    const long = await postJson({ name: "Ana", email, message: "a".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.data.errors.message).toEqual([M.messageMax]);
    const huge = await postJson({ name: "Ana", email, message: "a".repeat(100 * 1024) });
    expect(huge.status).toBe(413);
    expect(rowsFor(email)).toHaveLength(0);
  });

  test("malformed JSON → 400; cross-site → 403; GET → 405", async () => {
    expect((await postJson("{nope")).status).toBe(400);
    const crossSite = await postJson(
      { name: "Ana", email: uniqueEmail(), message: "Hola" },
      CROSS_SITE,
    );
    expect(crossSite.status).toBe(403);
    expect(apiLoader().status).toBe(405);
  });

  test("the sixth message in 10 minutes from one email → 429", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await postJson({ name: "Ana", email, message: `Mensaje ${i}` })).status).toBe(201);
    }
    const sixth = await postJson({ name: "Ana", email, message: "Otro más" });
    expect(sixth.status).toBe(429);
    expect(sixth.data.message).toMatch(/Demasiados intentos/);
    expect(rowsFor(email)).toHaveLength(5);
  });
});

describe("/contact form action", () => {
  test("the page's loader gives the form its HTML constraints (the schema loads on first use)", async () => {
    const page = await runRoute(pageLoader, new Request(`${BASE_URL}/contact`));
    expect(page.data.constraint).toEqual(getFormConstraint(contactSchema));
    expect(page.data.constraint).toMatchObject({
      name: { required: true },
      email: { required: true },
      message: { required: true },
    });
    expect(page.data.messageMaxLength).toBe(CONTACT_MESSAGE_MAX_LENGTH);
  });

  test("a valid message is stored and redirects back with the success toast", async () => {
    const email = uniqueEmail();
    const result = await postForm({ name: "Luis", email, message: "Quiero ser voluntario." });
    expect(redirectedTo(result)).toBe("/contact");
    expect(await toastOf(result)).toEqual({
      type: "success",
      title: "¡Mensaje enviado!",
      description: "Gracias por contactarnos. Te responderemos a la brevedad.",
    });
    expect(rowsFor(email)).toHaveLength(1);
  });

  test("invalid fields → 400 with the field errors, nothing stored", async () => {
    const result = await postForm({ name: "", email: "x", message: "   " });
    expect(result.status).toBe(400);
    expect(result.data.error).toMatchObject(EVERY_FIELD_INVALID);
  });

  test("a filled honeypot is refused and nothing is stored", async () => {
    const email = uniqueEmail();
    const result = await postForm({
      name: "Bot",
      email,
      message: "Compra ahora",
      [HONEYPOT_FIELD]: "https://spam.example",
    });
    expect(result.status).toBe(400);
    expect(result.data.error[""]).toEqual([
      "Hubo un error al enviar el mensaje. Por favor intenta de nuevo.",
    ]);
    expect(rowsFor(email)).toHaveLength(0);
  });

  test("an oversize body → 413 without reading it", async () => {
    const body = new FormData();
    body.append("name", "Ana");
    body.append("email", uniqueEmail());
    body.append("message", "a".repeat(101 * 1024));
    const request = new Request(`${BASE_URL}/contact`, { method: "POST", body });
    const length = (await request.clone().arrayBuffer()).byteLength;
    const sized = new Request(`${BASE_URL}/contact`, {
      method: "POST",
      body: await request.arrayBuffer(),
      headers: {
        "Content-Type": request.headers.get("Content-Type")!,
        "Content-Length": String(length),
      },
    });
    const result = await runRoute(pageAction, sized);
    expect(result.status).toBe(413);
  });

  test("the rate limit applies to the form too (429 with a Spanish message)", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await postForm({ name: "Ana", email, message: `Hola ${i}` })).status).toBe(302);
    }
    const sixth = await postForm({ name: "Ana", email, message: "Hola otra vez" });
    expect(sixth.status).toBe(429);
    expect(sixth.data.error[""][0]).toMatch(/Demasiados intentos/);
    expect(rowsFor(email)).toHaveLength(5);
  });
});
