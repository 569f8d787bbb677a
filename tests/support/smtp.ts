/**
 * An SMTP server on loopback for tests: keeps what it receives (or refuses every recipient). Used
 * by the sender's tests (tests/integration/mail.test.ts) and by the browser's round trip
 * (tests/e2e/password-reset.spec.ts), so no app imports here.
 */
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * `accept`: which recipients it takes (the rest are refused with a 550, as an unknown mailbox), so
 * a test's server does not swallow the mail other tests running beside it expect to stay pending.
 */
export async function startSmtp({
  refuse = false,
  port = 0,
  accept = (_address: string) => true,
}: { refuse?: boolean; port?: number; accept?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse || !accept(address.address.toLowerCase()))
        callback(Object.assign(new Error("Buzón no disponible"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.server.address() as { port: number };
  return {
    received,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable MIME body well enough to search it. */
export function unfold(raw: string) {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
