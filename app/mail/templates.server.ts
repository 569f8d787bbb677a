import { env } from "~/env.server";

/**
 * The academy's e-mails: each a subject, a plain-text part and a simple HTML part (inline styles,
 * one column, readable in any client), in Spanish. Every interpolated value is escaped in HTML.
 */
export type MailMessage = {
  /** Which template (shown to admins in "Correos"). */
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The main link (reset, verification), for the admin's "copy link" when nothing is sent. */
  link?: string;
  /** Strings that grant access (the link's token, a code), removed from the outbox once sent. */
  secrets?: string[];
};

export type MailKind =
  | "password-reset"
  | "password-changed"
  | "email-verification"
  | "email-changed"
  | "welcome"
  | "certificate-issued"
  | "live-registration";

/** Spanish labels for the admin's list. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  "password-reset": "Restablecer contraseña",
  "password-changed": "Contraseña cambiada",
  "email-verification": "Verificar correo",
  "email-changed": "Correo cambiado",
  welcome: "Bienvenida",
  "certificate-issued": "Certificado emitido",
  "live-registration": "Registro a curso en vivo",
};

const BRAND = "#1b5cf5";

export function escapeHtml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

type Block = { paragraph: string } | { button: { label: string; href: string } } | { code: string };

/** One message from blocks: the same content as text and as HTML. */
function compose(kind: MailKind, subject: string, greeting: string, blocks: Block[]) {
  const academy = env.site.name;
  const textParts = [greeting, ""];
  const htmlParts: string[] = [];
  for (const block of blocks) {
    if ("paragraph" in block) {
      textParts.push(block.paragraph, "");
      htmlParts.push(
        `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`,
      );
    } else if ("button" in block) {
      textParts.push(`${block.button.label}: ${block.button.href}`, "");
      htmlParts.push(
        `<p style="margin:0 0 16px"><a href="${escapeHtml(block.button.href)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(block.button.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">Si el botón no funciona, copia este enlace: ${escapeHtml(block.button.href)}</p>`,
      );
    } else {
      textParts.push(block.code, "");
      htmlParts.push(
        `<p style="margin:0 0 16px;font-family:monospace;font-size:24px;letter-spacing:4px;font-weight:bold">${escapeHtml(block.code)}</p>`,
      );
    }
  }
  textParts.push("—", academy);
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${BRAND}">${escapeHtml(academy)}</p><div style="background:#ffffff;border-radius:12px;padding:24px"><p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>${htmlParts.join("")}</div><p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(academy)}</p></div></body></html>`;
  return { kind, subject, text: textParts.join("\n"), html };
}

const hello = (name: string) => `Hola, ${name}:`;

export function passwordResetEmail(input: {
  name: string;
  link: string;
  code: string;
  minutes: number;
}): MailMessage {
  return {
    ...compose("password-reset", "Restablece tu contraseña", hello(input.name), [
      {
        paragraph: `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${env.site.name}. Usa este enlace dentro de los próximos ${input.minutes} minutos:`,
      },
      { button: { label: "Restablecer contraseña", href: input.link } },
      { paragraph: "O escribe este código en la página de restablecimiento:" },
      { code: input.code },
      {
        paragraph:
          "Si no fuiste tú, ignora este correo: tu contraseña no cambiará y nadie más puede usar este enlace sin acceso a tu correo.",
      },
    ]),
    link: input.link,
    secrets: [input.link, input.code],
  };
}

export function passwordChangedEmail(input: { name: string; loginLink: string }): MailMessage {
  return compose("password-changed", "Tu contraseña cambió", hello(input.name), [
    {
      paragraph: `La contraseña de tu cuenta en ${env.site.name} acaba de cambiar y cerramos todas tus sesiones abiertas.`,
    },
    { button: { label: "Iniciar sesión", href: input.loginLink } },
    {
      paragraph:
        "Si no fuiste tú, restablece tu contraseña de inmediato desde «¿Olvidaste tu contraseña?» y escríbenos desde la página de contacto.",
    },
  ]);
}

export function emailVerificationEmail(input: { name: string; link: string }): MailMessage {
  return {
    ...compose("email-verification", "Verifica tu correo", hello(input.name), [
      { paragraph: `Confirma que este correo es tuyo para tu cuenta en ${env.site.name}:` },
      { button: { label: "Verificar mi correo", href: input.link } },
      { paragraph: "Si no creaste una cuenta ni cambiaste tu correo, ignora este mensaje." },
    ]),
    link: input.link,
    secrets: [input.link],
  };
}

export function emailChangedEmail(input: { name: string; newEmail: string }): MailMessage {
  return compose("email-changed", "El correo de tu cuenta cambió", hello(input.name), [
    {
      paragraph: `El correo de tu cuenta en ${env.site.name} se cambió a ${input.newEmail}. Desde ahora los avisos llegarán a esa dirección.`,
    },
    {
      paragraph:
        "Si no fuiste tú, escríbenos desde la página de contacto cuanto antes para recuperar tu cuenta.",
    },
  ]);
}

export function welcomeEmail(input: { name: string; coursesLink: string }): MailMessage {
  return compose("welcome", `Te damos la bienvenida a ${env.site.name}`, hello(input.name), [
    {
      paragraph: `¡Gracias por unirte a ${env.site.name}! Todos nuestros cursos son gratuitos: elige uno y avanza a tu ritmo; tu progreso se guarda en tu cuenta.`,
    },
    { button: { label: "Ver cursos", href: input.coursesLink } },
  ]);
}

export function certificateIssuedEmail(input: {
  name: string;
  courseTitle: string;
  link: string;
}): MailMessage {
  return compose(
    "certificate-issued",
    `Tu certificado de ${input.courseTitle}`,
    hello(input.name),
    [
      {
        paragraph: `¡Felicidades por completar ${input.courseTitle}! Tu certificado ya está disponible y cualquiera puede comprobarlo con este enlace:`,
      },
      { button: { label: "Ver mi certificado", href: input.link } },
    ],
  );
}

export function liveRegistrationEmail(input: {
  name: string;
  courseTitle: string;
  courseLink: string;
}): MailMessage {
  return compose(
    "live-registration",
    `Recibimos tu registro a ${input.courseTitle}`,
    hello(input.name),
    [
      {
        paragraph: `Recibimos tu registro al curso en vivo ${input.courseTitle}. Te contactaremos con los detalles de inicio, horario y modalidad.`,
      },
      { button: { label: "Ver el curso", href: input.courseLink } },
    ],
  );
}
