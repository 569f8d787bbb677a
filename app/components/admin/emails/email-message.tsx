import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { EmailStatusBadge, type EmailStatus } from "~/components/admin/emails/email-status";
import { Button, SubmitButton } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input-classes";
import { formatDateTime } from "~/utils/dates";

type Message = {
  id: number;
  kindLabel: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  link: string | null;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

/**
 * The message's link in a read-only field (select it and copy, with or without JS); with JS a
 * "Copiar enlace" button does it in one click.
 */
export function CopyLink({ link }: { link: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && "clipboard" in navigator), []);
  return (
    <div>
      <label
        htmlFor="email-link"
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        Enlace del mensaje
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <input
          ref={input}
          id="email-link"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses} min-w-0 flex-1 font-mono`}
        />
        {canCopy ? (
          <Button
            type="button"
            variant="secondary"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(link);
                setCopied(true);
              } catch {
                // Clipboard refused (permissions): the field is selected for a manual copy.
                input.current?.select();
              }
            }}
          >
            {copied ? "Copiado" : "Copiar enlace"}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {copied
          ? "Enlace copiado al portapapeles."
          : "Cópialo y compártelo con la persona por un medio de confianza: da acceso a su cuenta."}
      </p>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {term}
      </dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function EmailMessage({ email }: { email: Message }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <Fact term="Para">{email.toAddress}</Fact>
        <Fact term="Tipo">{email.kindLabel}</Fact>
        <Fact term="Estado">
          <EmailStatusBadge status={email.status} />
          {email.sentAt ? ` el ${formatDateTime(email.sentAt)}` : null}
        </Fact>
        <Fact term="Creado">{formatDateTime(email.createdAt)}</Fact>
        <Fact term="Intentos">
          {email.attempts}
          {email.status === "pending" && email.attempts > 0
            ? ` · siguiente intento: ${formatDateTime(email.nextAttemptAt)}`
            : null}
        </Fact>
        <Fact term="Último error">{email.lastError ?? "—"}</Fact>
      </dl>

      {email.status === "failed" ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <SubmitButton intent="retry" pendingLabel="Reintentando...">
            Reintentar
          </SubmitButton>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Vuelve a la cola y se envía en cuanto el servidor de correo responda.
          </p>
        </Form>
      ) : null}

      {email.link ? (
        <CopyLink link={email.link} />
      ) : email.status === "sent" ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Los enlaces y códigos de acceso se retiran del mensaje guardado una vez enviado.
        </p>
      ) : null}

      <section aria-labelledby="email-text" className="space-y-2">
        <h3 id="email-text" className="text-lg font-bold">
          Texto
        </h3>
        <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
          {email.textBody}
        </pre>
      </section>

      <section aria-labelledby="email-html" className="space-y-2">
        <h3 id="email-html" className="text-lg font-bold">
          Vista HTML
        </h3>
        {/* sandbox="": no scripts, no forms, no navigation, an opaque origin: the message is
            shown, never run, whatever it contains. */}
        <iframe
          title={`Vista HTML de «${email.subject}»`}
          sandbox=""
          srcDoc={email.htmlBody}
          referrerPolicy="no-referrer"
          className="h-[32rem] w-full rounded-xl border border-slate-200 bg-white dark:border-slate-800"
        />
      </section>
    </div>
  );
}
