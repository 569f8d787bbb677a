import { Link } from "@remix-run/react";

import { DataTable } from "~/components/admin/data-table";
import {
  EMAIL_STATUS_LABELS,
  EmailStatusBadge,
  type EmailStatus,
} from "~/components/admin/emails/email-status";
import { EmptyState } from "~/components/ui/data-state";
import { formatDateTime } from "~/utils/dates";

export const EMAILS_URL = "/admin/emails";

export function emailsHref(status: EmailStatus | undefined, page = 1) {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${EMAILS_URL}?${text}` : EMAILS_URL;
}

/** Shown above the list when nothing leaves: the outbox is then the only mailbox. */
export function NoMailServerNotice() {
  return (
    <div
      role="note"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">
        No hay servidor de correo configurado (SMTP_URL): los mensajes se quedan aquí.
      </p>
      <p className="mt-1">
        Nadie los recibe hasta que se configure SMTP_URL; entonces se envían los pendientes.
        Mientras tanto, abre un mensaje para copiar su enlace (por ejemplo, el de restablecer una
        contraseña) y compártelo con la persona por otro medio.
      </p>
    </div>
  );
}

/** Todos / Pendientes / Enviados / Fallidos: plain links, the current one marked. */
export function StatusFilter({ current }: { current: EmailStatus | undefined }) {
  const options: [EmailStatus | undefined, string][] = [
    [undefined, "Todos"],
    ...(Object.entries(EMAIL_STATUS_LABELS) as [EmailStatus, string][]).map(
      ([status, label]): [EmailStatus, string] => [status, `${label}s`],
    ),
  ];
  return (
    <nav aria-label="Filtrar por estado" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {options.map(([status, label]) => {
          const active = status === current;
          return (
            <li key={label}>
              <Link
                to={emailsHref(status)}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm font-medium ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type EmailRow = {
  id: number;
  kindLabel: string;
  toAddress: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export function EmailTable({ rows, filtered }: { rows: EmailRow[]; filtered: boolean }) {
  if (rows.length === 0) {
    return (
      <EmptyState title={filtered ? "No hay correos con ese estado." : "Todavía no hay correos."}>
        Los correos de bienvenida, verificación y restablecimiento aparecerán aquí.
      </EmptyState>
    );
  }
  return (
    <DataTable
      caption="Correos de la academia"
      rows={rows}
      columns={[
        {
          header: "Fecha",
          cell: (row) => formatDateTime(row.createdAt),
          className: "whitespace-nowrap",
        },
        {
          header: "Asunto",
          cell: (row) => (
            <>
              <Link
                to={`${EMAILS_URL}/${row.id}`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {row.subject}
              </Link>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {row.kindLabel}
              </span>
            </>
          ),
        },
        { header: "Para", cell: (row) => row.toAddress, className: "break-all" },
        {
          header: "Estado",
          cell: (row) => (
            <>
              <EmailStatusBadge status={row.status} />
              {row.sentAt ? (
                <span className="mt-1 block whitespace-nowrap text-xs">
                  {formatDateTime(row.sentAt)}
                </span>
              ) : null}
            </>
          ),
        },
        { header: "Intentos", cell: (row) => row.attempts },
        {
          header: "Último error",
          cell: (row) => row.lastError ?? "—",
          className: "max-w-xs break-words",
        },
      ]}
    />
  );
}
