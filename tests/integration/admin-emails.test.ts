import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { outboxEmails } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { passwordResetEmail, welcomeEmail } from "~/mail/templates.server";
import {
  getEmailForAdmin,
  listEmailsForAdmin,
  outboxStatusOf,
  retryEmailAsAdmin,
} from "~/models/email-admin.server";
import { findOutboxEmail, OUTBOX_PAGE_SIZE, queueEmailIn } from "~/models/outbox.server";
import type { Admin } from "~/auth/session.server";
import { action as emailAction, loader as emailLoader } from "~/routes/admin.emails.$emailId";
import { loader as listLoader } from "~/routes/admin.emails._index";
import { formRequest, getRequest } from "../support/requests";
import { redirectedTo, runRoute } from "../support/route-outcome";
import { toastOf } from "../support/toast";
import { signedInUser } from "../support/users";

let adminCookie: string;
let studentCookie: string;
let admin: Admin;

beforeAll(async () => {
  const adminUser = await signedInUser("admin");
  admin = { ...adminUser, role: "admin" } as Admin;
  adminCookie = adminUser.cookie;
  studentCookie = (await signedInUser("student")).cookie;
});

const originalSmtp = env.SMTP_URL;
afterEach(() => {
  env.SMTP_URL = originalSmtp;
});

function queueReset(to = `persona.${Math.random().toString(36).slice(2)}@example.com`) {
  const link = `http://localhost:3000/reset-password?token=tok-${Math.random().toString(36).slice(2)}`;
  const id = queueEmailIn(
    db,
    { to },
    passwordResetEmail({ name: "Ana <b>", link, code: "ABCD-EFGH", minutes: 30 }),
  );
  return { id, link, to };
}

function queueFailed() {
  const id = queueEmailIn(
    db,
    { to: "falla@example.com" },
    welcomeEmail({ name: "Falla", coursesLink: "http://localhost:3000/courses" }),
  );
  db.update(outboxEmails)
    .set({ status: "failed", attempts: 6, lastError: "550 Buzón no disponible" })
    .where(eq(outboxEmails.id, id))
    .run();
  return id;
}

const list = (search = "", cookie = adminCookie) =>
  runRoute(listLoader, getRequest(`/admin/emails${search}`, { cookie }));
const open = (id: number | string, cookie = adminCookie) =>
  runRoute(emailLoader, getRequest(`/admin/emails/${id}`, { cookie }), { emailId: String(id) });
const retry = (id: number, cookie = adminCookie, intent = "retry") =>
  runRoute(emailAction, formRequest(`/admin/emails/${id}`, { intent }, { cookie }), {
    emailId: String(id),
  });

describe("route: /admin/emails", () => {
  it("lists messages newest first with Spanish kind labels, attempts and last error", async () => {
    const reset = queueReset();
    const failed = queueFailed();
    const outcome = await list();
    expect(outcome.status).toBe(200);
    const rows = outcome.data.emails.rows;
    expect(rows[0]).toMatchObject({ id: failed, kindLabel: "Bienvenida", status: "failed" });
    expect(rows[0]).toMatchObject({ attempts: 6, lastError: "550 Buzón no disponible" });
    expect(rows[1]).toMatchObject({
      id: reset.id,
      kindLabel: "Restablecer contraseña",
      toAddress: reset.to,
      status: "pending",
    });
    // The list carries no body (a pending reset's link stays on its own page).
    expect(JSON.stringify(rows)).not.toContain(reset.link);
  });

  it("filters by status; an unknown status shows every message", async () => {
    queueReset();
    const failed = queueFailed();
    const onlyFailed = (await list("?status=failed")).data;
    expect(onlyFailed.status).toBe("failed");
    expect(onlyFailed.emails.rows.every((row: { status: string }) => row.status === "failed")).toBe(
      true,
    );
    expect(onlyFailed.emails.rows[0].id).toBe(failed);
    const pending = (await list("?status=pending")).data.emails.rows;
    expect(pending.every((row: { status: string }) => row.status === "pending")).toBe(true);
    expect((await list("?status=<script>")).data.status).toBeNull();
    expect(outboxStatusOf(new URLSearchParams("status=sent"))).toBe("sent");
  });

  it("pages the outbox; past the last page shows the last one", async () => {
    for (let i = 0; i < OUTBOX_PAGE_SIZE + 1; i++) queueReset();
    const first = (await list()).data.emails;
    expect(first.pageCount).toBeGreaterThanOrEqual(2);
    const last = (await list(`?page=${first.pageCount + 5}`)).data.emails;
    expect(last.page).toBe(first.pageCount);
    expect(last.rows.length).toBeGreaterThan(0);
  });

  it("says when no mail server is configured, and not when one is", async () => {
    env.SMTP_URL = undefined;
    expect((await list()).data.mailServerConfigured).toBe(false);
    env.SMTP_URL = "smtp://127.0.0.1:2525";
    expect((await list()).data.mailServerConfigured).toBe(true);
  });

  it("opens a message with its text, HTML and link, never its secrets list", async () => {
    const reset = queueReset();
    const outcome = await open(reset.id);
    expect(outcome.status).toBe(200);
    const { email } = outcome.data;
    expect(email).toMatchObject({ id: reset.id, link: reset.link, toAddress: reset.to });
    expect(email.textBody).toContain(reset.link);
    expect(email.htmlBody).toContain("Ana &lt;b&gt;");
    expect(email).not.toHaveProperty("secrets");
  });

  it("answers 404 for a missing or malformed id", async () => {
    expect((await open(99_999_999)).status).toBe(404);
    expect((await open("0x10")).status).toBe(404);
  });

  it("retries a failed message: pending again, due now, attempts kept (PRG toast)", async () => {
    const id = queueFailed();
    const outcome = await retry(id);
    expect(redirectedTo(outcome)).toBe(`/admin/emails/${id}`);
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Correo en cola" });
    const row = findOutboxEmail(id)!;
    expect(row).toMatchObject({ status: "pending", attempts: 6 });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("refuses to retry a message that did not fail, with an error toast", async () => {
    const { id } = queueReset();
    const outcome = await retry(id);
    expect(redirectedTo(outcome)).toBe(`/admin/emails/${id}`);
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      description: "Solo se puede reintentar un correo que falló.",
    });
    expect(findOutboxEmail(id)?.status).toBe("pending");
    const unknown = await retry(queueFailed(), adminCookie, "borrar");
    expect((await toastOf(unknown))?.type).toBe("error");
  });

  it("refuses students and anonymous visitors, and a student's retry changes nothing", async () => {
    const id = queueFailed();
    expect(redirectedTo(await list("", studentCookie))).toBe("/auth?denied=admin");
    expect(redirectedTo(await open(id, studentCookie))).toBe("/auth?denied=admin");
    expect(redirectedTo(await retry(id, studentCookie))).toBe("/auth?denied=admin");
    expect(redirectedTo(await runRoute(listLoader, getRequest("/admin/emails")))).toMatch(
      /^\/auth\?redirectTo=/,
    );
    expect(findOutboxEmail(id)?.status).toBe("failed");
  });
});

describe("model: email-admin", () => {
  it("labels unknown kinds by their name and clamps pages", () => {
    const id = queueEmailIn(
      db,
      { to: "x@example.com" },
      { kind: "otro" as never, subject: "S", text: "t", html: "<p>h</p>" },
    );
    expect(getEmailForAdmin(admin, id)?.kindLabel).toBe("otro");
    expect(listEmailsForAdmin(admin, { page: 10_000 }).page).toBeGreaterThanOrEqual(1);
    expect(getEmailForAdmin(admin, 99_999_999)).toBeNull();
  });

  it("retryEmailAsAdmin: 404 for a missing message, 409 for one that did not fail", () => {
    expect(() => retryEmailAsAdmin(admin, 99_999_999)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => retryEmailAsAdmin(admin, queueReset().id)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });
});
