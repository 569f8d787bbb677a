import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";
import * as z from "zod";

import { createUserSession } from "~/auth/session.server";
import { createUser } from "~/models/user.server";
import { action as enrollmentsAction } from "~/routes/api.enrollments";
import { action as healthAction } from "~/routes/healthz";
import { loader as loginLoader } from "~/routes/api.login";
import { action as themeAction } from "~/routes/resources.theme";
import { ApiRegisterSchema } from "~/schemas/auth";
import { applyPrivateCaching } from "~/utils/headers.server";
import { readJsonBody } from "~/utils/request.server";

const BASE = "http://localhost";

async function responseOf(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function jsonRequest(body: string) {
  return new Request(`${BASE}/api/x`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
}

describe("methods a resource route does not serve", () => {
  it("answer 405 JSON with Allow, not a 500", async () => {
    const post = await responseOf(() => enrollmentsAction());
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET");
    expect(await post.json()).toEqual({ message: "Método no permitido." });
    expect((await responseOf(() => healthAction())).status).toBe(405);

    const get = await responseOf(() => loginLoader());
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});

describe("JSON bodies", () => {
  const schema = z.object({ name: z.string() });

  it.each(["[]", "null", '"texto"', "42"])("refuse %s (not an object) in Spanish", async (body) => {
    const response = await responseOf(() => readJsonBody(jsonRequest(body), schema));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "El cuerpo de la solicitud debe ser un objeto JSON.",
    });
  });

  it("give zod's own messages in Spanish when a schema sets none", async () => {
    const response = await responseOf(() => readJsonBody(jsonRequest('{"name":123}'), schema));
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).not.toMatch(/Invalid input/);
    expect(message).toMatch(/inválid|esperaba/i);
  });
});

describe("usernames", () => {
  const base = { name: "Ana", email: "ana@example.com", password: "secreto1" };

  it.each(["admin\u200b", "\u202ealice", "ana maria", "ana<script>"])(
    "refuse invisible, control and markup characters: %j",
    (username) => {
      const result = ApiRegisterSchema.safeParse({ ...base, username });
      expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["username"]);
    },
  );

  it.each(["ana_maría", "jose.luis", "dev-2026", "Ñandú"])(
    "accept letters, digits, . _ -: %s",
    (username) => {
      expect(ApiRegisterSchema.safeParse({ ...base, username }).success).toBe(true);
    },
  );
});

describe("theme endpoint", () => {
  it("refuses posts from another site", async () => {
    const response = await responseOf(() =>
      themeAction({
        request: new Request(`${BASE}/resources/theme`, {
          method: "POST",
          headers: {
            Origin: "https://evil.example",
            Host: "localhost",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: "theme=light&redirectTo=%2F",
        }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("private caching", () => {
  it("marks responses for a signed-in visitor private and leaves anonymous ones alone", async () => {
    const suffix = randomUUID().slice(0, 8);
    const user = await createUser({
      name: "Caché",
      email: `cache-${suffix}@example.com`,
      username: `cache_${suffix}`,
      password: "secreto1",
    });
    const cookie = (await createUserSession(user.id)).split(";")[0];

    const signedIn = new Headers();
    applyPrivateCaching(new Request(`${BASE}/profile`, { headers: { Cookie: cookie } }), signedIn);
    expect(signedIn.get("Cache-Control")).toBe("private, no-store");

    const anonymous = new Headers();
    applyPrivateCaching(new Request(`${BASE}/`, { headers: { Cookie: "theme=x" } }), anonymous);
    expect(anonymous.get("Cache-Control")).toBeNull();

    const explicit = new Headers({ "Cache-Control": "public, max-age=60" });
    applyPrivateCaching(new Request(`${BASE}/`, { headers: { Cookie: cookie } }), explicit);
    expect(explicit.get("Cache-Control")).toBe("public, max-age=60");
  });
});
