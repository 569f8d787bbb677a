import type { ReactNode } from "react";

import { RoleBadge } from "~/components/admin/students/student-search";
import { Badge } from "~/components/ui/badge";
import type { StudentForAdmin } from "~/models/student-admin.server";
import { formatDateTime } from "~/utils/dates";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900 sm:col-span-2 sm:mt-0 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

/** The account's facts: who, since when, whether the email is confirmed, whether it is blocked. */
export function StudentFacts({ user }: { user: StudentForAdmin["user"] }) {
  return (
    <section
      aria-labelledby="student-facts"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="student-facts" className="text-lg font-bold">
        Cuenta
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        <Fact term="Correo">
          <span className="break-all">{user.email}</span>{" "}
          {user.emailVerifiedAt ? (
            <Badge tone="green">Verificado</Badge>
          ) : (
            <Badge tone="amber">Sin verificar</Badge>
          )}
        </Fact>
        <Fact term="Usuario">{user.username}</Fact>
        <Fact term="Rol">
          <RoleBadge role={user.role} />
        </Fact>
        <Fact term="Registro">{formatDateTime(user.createdAt)}</Fact>
        <Fact term="Estado">
          {user.blockedAt ? (
            <>
              <Badge tone="red">Bloqueada</Badge>{" "}
              <span className="text-slate-600 dark:text-slate-400">
                desde el {formatDateTime(user.blockedAt)}
              </span>
            </>
          ) : (
            <Badge tone="green">Activa</Badge>
          )}
        </Fact>
      </dl>
    </section>
  );
}
