import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { outboxEmails } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { deliverDueEmails, resetMailTransport } from "~/mail/sender.server";
import { passwordResetEmail, welcomeEmail } from "~/mail/templates.server";
import {
  MAX_SEND_ATTEMPTS,
  REDACTED,
  findOutboxEmail,
  queueEmailIn,
  retryEmail,
} from "~/models/outbox.server";
import { startSmtp, unfold } from "../support/smtp";

const resetMessage = () =>
  passwordResetEmail({
    name: "Ana <script>",
    link: "http://localhost:3000/reset-password?token=secreto-de-prueba",
    code: "ABCD-2345",
    minutes: 30,
  });

function pending() {
  return db.select().from(outboxEmails).where(eq(outboxEmails.status, "pending")).all();
}

afterEach(() => {
  db.delete(outboxEmails).run();
  env.SMTP_URL = undefined;
  resetMailTransport();
});

describe("outbox", () => {
  it("writes a message only when the transaction that causes it commits", () => {
    expect(() =>
      db.transaction((tx) => {
        queueEmailIn(tx, { to: "ana@example.com" }, resetMessage());
        throw new Error("the event failed");
      }),
    ).toThrow("the event failed");
    expect(pending()).toHaveLength(0);

    db.transaction((tx) => queueEmailIn(tx, { to: "ana@example.com" }, resetMessage()));
    expect(pending()).toMatchObject([
      {
        kind: "password-reset",
        toAddress: "ana@example.com",
        subject: "Restablece tu contraseña",
        link: "http://localhost:3000/reset-password?token=secreto-de-prueba",
        attempts: 0,
      },
    ]);
  });

  it("escapes names in the HTML part and keeps them readable in the text part", () => {
    const message = resetMessage();
    expect(message.html).toContain("Hola, Ana &lt;script&gt;:");
    expect(message.html).not.toContain("<script>");
    expect(message.text).toContain("Hola, Ana <script>:");
    expect(message.text).toContain("ABCD-2345");
  });

  it("sends nothing without SMTP_URL: messages wait in the outbox", async () => {
    queueEmailIn(db, { to: "ana@example.com" }, welcomeEmail({ name: "Ana", coursesLink: "x" }));
    expect(await deliverDueEmails()).toBe(0);
    expect(pending()).toHaveLength(1);
  });
});

describe("sender (SMTP on loopback)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it("delivers what the outbox holds, then removes the link and code from the stored row", async () => {
    env.SMTP_URL = smtp.url;
    const id = queueEmailIn(db, { to: "ana@example.com" }, resetMessage());
    expect(await deliverDueEmails()).toBe(1);

    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(["ana@example.com"]);
    expect(mail.from).toBe("no-reply@localhost");
    const body = unfold(mail.raw);
    expect(body).toContain("http://localhost:3000/reset-password?token=secreto-de-prueba");
    expect(body).toContain("ABCD-2345");

    const row = findOutboxEmail(id)!;
    expect(row).toMatchObject({ status: "sent", attempts: 1, link: null, secrets: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    for (const part of [row.textBody, row.htmlBody]) {
      expect(part).not.toContain("secreto-de-prueba");
      expect(part).not.toContain("ABCD-2345");
      expect(part).toContain(REDACTED);
    }
  });

  it("sends what an earlier process left pending (a crash between commit and send)", async () => {
    const id = queueEmailIn(db, { to: "luis@example.com" }, resetMessage());
    expect(await deliverDueEmails()).toBe(0); // no SMTP configured yet: still pending
    env.SMTP_URL = smtp.url;
    resetMailTransport();
    expect(await deliverDueEmails()).toBe(1);
    expect(findOutboxEmail(id)!.status).toBe("sent");
    expect(smtp.received.at(-1)!.to).toEqual(["luis@example.com"]);
  });
});

describe("sender retries", () => {
  let refusing: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    refusing = await startSmtp({ refuse: true });
  });
  afterAll(() => refusing.close());

  it("records a refusal, backs off, and gives up after the last attempt; an admin can retry", async () => {
    env.SMTP_URL = refusing.url;
    const id = queueEmailIn(db, { to: "ana@example.com" }, resetMessage());
    const start = Date.now();
    expect(await deliverDueEmails()).toBe(0);
    let row = findOutboxEmail(id)!;
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start + 60_000 - 1_000);
    // Not due yet: nothing is tried again.
    expect(await deliverDueEmails()).toBe(0);
    expect(findOutboxEmail(id)!.attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      const later = new Date(findOutboxEmail(id)!.nextAttemptAt.getTime() + 1_000);
      await deliverDueEmails(() => later);
    }
    row = findOutboxEmail(id)!;
    expect(row).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS });
    // Still holds its link: an admin can copy it from "Correos".
    expect(row.link).toContain("secreto-de-prueba");

    expect(retryEmail(id)).toBe(true);
    expect(findOutboxEmail(id)).toMatchObject({ status: "pending", attempts: MAX_SEND_ATTEMPTS });
  });
});
