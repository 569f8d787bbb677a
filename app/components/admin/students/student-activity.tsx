import { Link } from "@remix-run/react";

import { EmailStatusBadge } from "~/components/admin/emails/email-status";
import { PersonSection } from "~/components/admin/students/student-learning";
import type { StudentForAdmin } from "~/models/student-admin.server";
import { AUDIT_ACTION_LABELS, type StudentIntent } from "~/schemas/admin-students";
import { formatDateTime } from "~/utils/dates";

/** The latest messages to the person, each opening in "Correos". */
export function StudentEmails({ emails }: { emails: StudentForAdmin["emails"] }) {
  return (
    <PersonSection
      id="student-emails"
      title="Correos recientes"
      empty="No le hemos escrito ningún correo."
      isEmpty={emails.length === 0}
    >
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {emails.map((email) => (
          <li key={email.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <Link
              to={`/admin/emails/${email.id}`}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {email.subject}
            </Link>
            <span className="text-slate-600 dark:text-slate-400">{email.kindLabel}</span>
            <EmailStatusBadge status={email.status} />
            <span className="whitespace-nowrap text-slate-500 dark:text-slate-400">
              {formatDateTime(email.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </PersonSection>
  );
}

function actionLabel(action: string) {
  return AUDIT_ACTION_LABELS[action as StudentIntent] ?? action;
}

/** What admins did to this account, newest first. */
export function AuditLog({ entries }: { entries: StudentForAdmin["audit"] }) {
  return (
    <PersonSection
      id="student-audit"
      title="Registro de auditoría"
      empty="Ningún administrador ha hecho cambios en esta cuenta."
      isEmpty={entries.length === 0}
    >
      <ol
        className="divide-y divide-slate-100 text-sm dark:divide-slate-800"
        data-testid="audit-log"
      >
        {entries.map((entry) => (
          <li key={entry.id} className="py-2">
            <p className="font-medium text-slate-900 dark:text-white">
              {actionLabel(entry.action)}
              {entry.detail ? (
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  {" "}
                  · {entry.detail}
                </span>
              ) : null}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {entry.actorEmail} · {formatDateTime(entry.createdAt)}
            </p>
          </li>
        ))}
      </ol>
    </PersonSection>
  );
}
