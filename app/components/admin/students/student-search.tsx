import { Form, Link } from "@remix-run/react";

import { DataTable } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/data-state";
import { inputClasses } from "~/components/ui/input-classes";
import type { StudentListRow } from "~/models/student-admin.server";
import { STUDENT_SEARCH_MAX } from "~/schemas/admin-students";
import { formatDateTime } from "~/utils/dates";

export const STUDENTS_URL = "/admin/students";

/** `/admin/students` with the search and page kept (page 1 and an empty search left out). */
export function studentsHref(q: string, page = 1) {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${STUDENTS_URL}?${text}` : STUDENTS_URL;
}

/** A plain GET form: the search is a URL, works without JS and can be shared or bookmarked. */
export function StudentSearchForm({ q }: { q: string }) {
  return (
    <Form
      method="get"
      action={STUDENTS_URL}
      role="search"
      className="mb-6 flex flex-wrap items-end gap-3"
    >
      <div className="min-w-0 flex-1 sm:max-w-md">
        <label
          htmlFor="students-q"
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Buscar por nombre, correo o usuario
        </label>
        <input
          id="students-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={STUDENT_SEARCH_MAX}
          autoComplete="off"
          aria-describedby="students-q-hint"
          className={`${inputClasses} mt-1.5 w-full`}
        />
        <p id="students-q-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Con «@», busca los correos que empiezan así (por ejemplo «ana@»).
        </p>
      </div>
      <div className="flex gap-2 pb-5">
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
        {q ? (
          <Link
            to={STUDENTS_URL}
            className="self-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Ver todos
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function RoleBadge({ role }: { role: StudentListRow["role"] }) {
  return role === "admin" ? <Badge tone="purple">Administrador</Badge> : <Badge>Estudiante</Badge>;
}

export function StudentTable({ rows, q }: { rows: StudentListRow[]; q: string }) {
  if (rows.length === 0) {
    return (
      <EmptyState title={q ? `Nadie coincide con «${q}».` : "Todavía no hay cuentas."}>
        {q ? "Prueba con otra parte del nombre, el correo o el usuario." : null}
      </EmptyState>
    );
  }
  return (
    <DataTable
      caption={q ? `Cuentas que coinciden con «${q}»` : "Cuentas de la academia"}
      rows={rows}
      columns={[
        {
          header: "Nombre",
          cell: (row) => (
            <span className="flex flex-wrap items-center gap-2">
              <Link
                to={`${STUDENTS_URL}/${row.id}`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {row.name}
              </Link>
              {row.blocked ? <Badge tone="red">Bloqueada</Badge> : null}
            </span>
          ),
        },
        {
          header: "Correo",
          cell: (row) => (
            <>
              <span className="block break-all">{row.email}</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {row.emailVerified ? "Verificado" : "Sin verificar"}
              </span>
            </>
          ),
        },
        { header: "Usuario", cell: (row) => row.username, className: "break-all" },
        { header: "Rol", cell: (row) => <RoleBadge role={row.role} /> },
        {
          header: "Registro",
          cell: (row) => formatDateTime(row.createdAt),
          className: "whitespace-nowrap",
        },
      ]}
    />
  );
}
