import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contacts } from "../../db/schema";
import { db } from "~/db.server";
import { action as contactApiAction } from "~/routes/api.contact";
import { ApiRegisterSchema } from "~/schemas/auth";
import { cleanText } from "~/schemas/fields";
import { commentFormSchema } from "~/schemas/learning";
import { liveRegistrationApiSchema, LIVE_REGISTRATION_MESSAGES } from "~/schemas/live-registration";
import { CancelEnrollmentSchema } from "~/schemas/profile";
import { parseIdParam } from "~/utils/request.server";
import { jsonRequest } from "../support/requests";
import { run, runRoute } from "../support/route-outcome";

describe("ids", () => {
  it.each(["0x10", "1e1", "16.0", "+16", "-16", "0", "", " ", "0b10", "١٦"])(
    "%j is not an id anywhere",
    async (value) => {
      expect((await run(() => parseIdParam(value))).status).toBe(404);
      expect(
        CancelEnrollmentSchema.safeParse({ intent: "cancel-enrollment", enrollmentId: value })
          .success,
      ).toBe(false);
      expect(
        commentFormSchema.safeParse({ intent: "post-comment", sectionId: value, body: "Hola" })
          .success,
      ).toBe(false);
    },
  );

  it("plain decimal digits (and JSON numbers) are", () => {
    expect(parseIdParam("16")).toBe(16);
    expect(
      CancelEnrollmentSchema.parse({ intent: "cancel-enrollment", enrollmentId: "16" })
        .enrollmentId,
    ).toBe(16);
    expect(CancelEnrollmentSchema.parse({ intent: "cancel-enrollment", enrollmentId: 16 })).toEqual(
      { intent: "cancel-enrollment", enrollmentId: 16 },
    );
  });
});

describe("stored text", () => {
  it.each([
    ["NUL", "Ana\u0000 López", "Ana López"],
    ["bidi override", "\u202eAna\u202c", "Ana"],
    ["bidi isolate and marks", "\u2066Ana\u2069\u200f", "Ana"],
    ["lone high surrogate", "Ana\ud800", "Ana"],
    ["lone low surrogate", "\udc00Ana", "Ana"],
  ])("drops %s", (_, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it("keeps real text: accents, emoji (paired surrogates), line breaks and tabs", () => {
    expect(cleanText("  Señora 😀\n\tÑandú  ")).toBe("Señora 😀\n\tÑandú");
  });

  it("names in registration are cleaned", () => {
    const result = ApiRegisterSchema.parse({
      name: "\u202eAna\u0000",
      username: "ana_prueba",
      email: "ana@example.com",
      password: "secreto1",
    });
    expect(result.name).toBe("Ana");
  });

  it("contact messages are stored without them", async () => {
    const outcome = await runRoute(
      contactApiAction,
      jsonRequest("/api/contact", {
        name: "Eva\u0000\u202e",
        email: "eva@example.com",
        message: "Hola\ud800 \u2067mundo\u2069",
      }),
    );
    expect(outcome.status).toBeLessThan(300);
    const row = db.select().from(contacts).orderBy(desc(contacts.id)).get()!;
    expect(row.name).toBe("Eva");
    expect(row.message).toBe("Hola mundo");
  });
});

describe("phone numbers", () => {
  const base = {
    courseId: 1,
    firstName: "Ana",
    lastName: "López",
    email: "ana@example.com",
    age: 25,
    preferredModality: "Virtual",
    hasLaptop: true,
  };
  const M = LIVE_REGISTRATION_MESSAGES;

  function phoneResult(phoneNumber: string) {
    const result = liveRegistrationApiSchema.safeParse({ ...base, phoneNumber });
    return result.success
      ? { phone: result.data.phoneNumber }
      : { error: result.error.issues[0]?.message };
  }

  it.each([
    ["+52 (229) 123-4567", "+522291234567"],
    ["229 123 4567", "2291234567"],
    ["+1 (800) 555-0100 123", "+18005550100123"],
  ])("count digits, not characters: %j is stored as %j", (input, stored) => {
    expect(phoneResult(input)).toEqual({ phone: stored });
  });

  it("refuse fewer than 10 or more than 15 digits, and other characters", () => {
    expect(phoneResult("(229) 123-45")).toEqual({ error: M.phoneMin });
    expect(phoneResult("+52 229 123 4567 8901")).toEqual({ error: M.phoneMax });
    expect(phoneResult("229-123-4567 ext")).toEqual({ error: M.phoneFormat });
  });

  it("the guardian's phone is stored normalised too", () => {
    const result = liveRegistrationApiSchema.parse({
      ...base,
      age: 15,
      phoneNumber: "2291234567",
      guardianFirstName: "Luis",
      guardianLastName: "López",
      guardianPhoneNumber: "+52 (229) 765-4321",
    });
    expect(result.guardianPhoneNumber).toBe("+522297654321");
  });
});
