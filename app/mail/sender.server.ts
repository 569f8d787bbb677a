import nodemailer, { type Transporter } from "nodemailer";

import { env } from "~/env.server";
import {
  dueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  onEmailQueued,
} from "~/models/outbox.server";

/** How often the sender looks for retries that have come due, when no new message wakes it. */
const POLL_MS = 30_000;

let transporter: Transporter | null = null;

function getTransporter() {
  if (!env.SMTP_URL) return null;
  transporter ??= nodemailer.createTransport({
    url: env.SMTP_URL,
    // A stalled server must not hold a message (or a shutdown) for nodemailer's minutes-long default.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return transporter;
}

let running: Promise<number> | null = null;
let again = false;

/**
 * Sends every due message once, one at a time (a reply from the SMTP server before the next), and
 * returns how many were sent. Overlapping calls join the run in progress and trigger one more pass,
 * so a message queued mid-run is not left waiting for the poll. Without SMTP_URL it sends nothing:
 * messages stay pending in the outbox for admins.
 */
export function deliverDueEmails(now?: () => Date): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    do {
      again = false;
      const transport = getTransporter();
      if (!transport) break;
      for (const row of dueEmails(now?.())) {
        try {
          await transport.sendMail({
            from: env.MAIL_FROM,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
          });
          markEmailSent(row);
          sent++;
        } catch (error) {
          markEmailAttemptFailed(row, (error as Error).message || String(error));
        }
      }
    } while (again);
    return sent;
  })().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/**
 * Starts the in-process sender: a pass at start (what a crash left pending goes now), one after
 * each queued message, and a poll for retries whose backoff has passed. Timers are unref'd so they
 * never keep a stopping process alive; an interrupted send stays pending and goes at next start.
 */
export function startMailSender() {
  if (started || !env.SMTP_URL) return;
  started = true;
  const run = () => {
    deliverDueEmails().catch((error: Error) => console.error(`Mail sender: ${error.message}`));
  };
  onEmailQueued(run);
  setInterval(run, POLL_MS).unref();
  setImmediate(run);
}

/** Tests: drop the cached transport after changing SMTP settings. */
export function resetMailTransport() {
  transporter?.close();
  transporter = null;
}
