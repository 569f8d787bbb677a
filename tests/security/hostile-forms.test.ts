import { describe, expect, it } from "vitest";

import { action as authAction } from "~/routes/auth";
import { action as contactAction } from "~/routes/contact";
import { action as editorAction } from "~/routes/editor";
import { action as profileAction } from "~/routes/profile";
import {
  FORM_CAPS,
  formFieldCap,
  formShapeMessage,
  formShapeProblem,
  multipartPartCount,
} from "~/utils/form-guard.server";
import { cpuMsOf, recordCost, reportCosts } from "../support/cost-report";
import { BASE_URL, multipartRequest } from "../support/requests";
import { runRoute, type Outcome } from "../support/route-outcome";
import { signedInUser } from "../support/users";

// Hostile form bodies are refused by shape before Conform builds objects from their names: before
// the guard these bodies took 11 s to minutes of CPU. The refusal names the cap a body broke, which
// only the guard says, so the tests assert that; what each refusal costs is a figure for
// `npm run bench` (decision 141), recorded here and never judged here.
reportCosts(import.meta.filename);
const COST_MEASURE = "hostile form on a page action: CPU";

/** The guard's refusal: a 400 naming the cap the body broke (its cost goes to the bench). */
function expectShapeRefusal(
  label: string,
  { result, ms }: { result: Outcome; ms: number },
  problem: string,
) {
  recordCost(COST_MEASURE, label, ms);
  expect(result.status).toBe(400);
  expect(result.data).toEqual({ message: formShapeMessage(problem) });
}

function urlencoded(path: string, body: string, cookie?: string) {
  return new Request(`${BASE_URL}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  });
}

const TOO_BIG_INDEX = "índice de campo demasiado grande";
const TOO_MANY_FIELDS = "demasiados campos";
const TOO_LONG_NAME = "nombre de campo demasiado largo";

/** A label, the body, and the cap the guard names when it refuses it. */
const HOSTILE_BODIES: Array<[string, string, string]> = [
  ["sparse index", "a[10000000]=1", TOO_BIG_INDEX],
  ["huge index", "a[4294967294]=1", TOO_BIG_INDEX],
  ["index past the cap", `a[${FORM_CAPS.maxIndex + 1}]=1`, TOO_BIG_INDEX],
  ["repeated field", Array.from({ length: 14_000 }, () => "html=x").join("&"), TOO_MANY_FIELDS],
  ["many fields", Array.from({ length: 5_000 }, (_, i) => `f${i}=x`).join("&"), TOO_MANY_FIELDS],
  ["long name", `${"k".repeat(5_000)}=1`, TOO_LONG_NAME],
  // The name's length is checked on the raw bytes, before its segments are counted.
  ["deep brackets", `${"a" + "[b]".repeat(2_000)}=1`, TOO_LONG_NAME],
  ["deep dots", `${"a" + ".b".repeat(2_000)}=1`, TOO_LONG_NAME],
];

describe("hostile form bodies on page actions", () => {
  for (const [label, body, problem] of HOSTILE_BODIES) {
    it(`/contact refuses a ${label} by its shape`, async () => {
      const refused = await cpuMsOf(() => runRoute(contactAction, urlencoded("/contact", body)));
      expectShapeRefusal(`/contact, ${label}`, refused, problem);
    });

    it(`/auth refuses a ${label} by its shape`, async () => {
      const refused = await cpuMsOf(() => runRoute(authAction, urlencoded("/auth", body)));
      expectShapeRefusal(`/auth, ${label}`, refused, problem);
    });
  }

  it("/editor refuses 50,000 copies of one field from a student", async () => {
    const { cookie } = await signedInUser();
    const body = Array.from({ length: 50_000 }, () => "html=x").join("&") + "&intent=run";
    const refused = await cpuMsOf(() =>
      runRoute(editorAction, urlencoded("/editor", body, cookie)),
    );
    expect(refused.result.status).toBe(400);
    expect(refused.result.data).toEqual({ message: formShapeMessage(TOO_MANY_FIELDS) });
    recordCost(COST_MEASURE, "/editor, 50,000 copies of one field", refused.ms);
  });
});

describe("hostile names in the profile's multipart form (parsed outside readFormBody)", () => {
  it("a huge index in one of its few parts is refused cheaply", async () => {
    const { cookie } = await signedInUser();
    const form = new FormData();
    form.set("intent", "update-profile");
    form.set("a[4294967294]", "1");
    const refused = await cpuMsOf(() =>
      runRoute(profileAction, multipartRequest("/profile", form, { cookie })),
    );
    expectShapeRefusal("/profile, a huge index in a multipart part", refused, TOO_BIG_INDEX);
  });
});

describe("form shape caps", () => {
  it("accepts the names our forms use", () => {
    expect(
      formShapeProblem(["intent", "title", "resources[0].url", "resources[12].label", "tags"]),
    ).toBeNull();
  });

  it("names each broken cap", () => {
    expect(formShapeProblem(["a[101]"])).toBe("índice de campo demasiado grande");
    expect(formShapeProblem(["a[0099]"])).toBe("índice de campo demasiado grande");
    expect(formShapeProblem(["a.b.c.d.e"])).toBe("campo anidado demasiado profundo");
    expect(formShapeProblem(Array(FORM_CAPS.maxRepeats + 1).fill("x"))).toBe(
      "campo repetido demasiadas veces",
    );
  });

  it("says which cap in Spanish", async () => {
    const outcome = await runRoute(contactAction, urlencoded("/contact", "a[10000000]=1"));
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({
      message: "El formulario no es válido: índice de campo demasiado grande.",
    });
  });

  it("counts multipart parts on the raw bytes", () => {
    const part = '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n';
    const body = Buffer.from(part.repeat(3) + "--B--\r\n");
    expect(multipartPartCount(body, "multipart/form-data; boundary=B")).toBe(3);
  });
});

describe("the field cap of each form, from its schema", () => {
  it("is what the schema accepts plus a few, never above the global cap", async () => {
    const { contactSchema } = await import("~/schemas/contact");
    const { courseSchema } = await import("~/schemas/course");
    const contactCap = formFieldCap(contactSchema);
    // name, email, subject, message, privacy (5 fields) and room for the honeypot and buttons.
    expect(contactCap).toBeGreaterThanOrEqual(5);
    expect(contactCap).toBeLessThanOrEqual(20);
    expect(formFieldCap(courseSchema)).toBeGreaterThan(contactCap);
    expect(formFieldCap(courseSchema)).toBeLessThanOrEqual(FORM_CAPS.maxFields);
  });

  it("refuses a contact form of 60 fields, far below the global cap", async () => {
    const body = Array.from({ length: 60 }, (_, i) => `f${i}=x`).join("&");
    const outcome = await runRoute(contactAction, urlencoded("/contact", body));
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({
      message: "El formulario no es válido: demasiados campos.",
    });
  });
});

describe("editor project names (issue 17, finding 11)", () => {
  it("lose NUL and bidi controls like every other free text", async () => {
    const { projectNameField } = await import("~/schemas/editor-project");
    expect(projectNameField.parse("  Mi\u0000 proyecto\u202e  ")).toBe("Mi proyecto");
    expect(projectNameField.safeParse("\u202e\u0000").success).toBe(false);
  });
});
