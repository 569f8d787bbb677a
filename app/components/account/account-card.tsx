import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The narrow card the account pages share with /auth: a way back, a title, a lead, the content. */
export function AccountCard({
  title,
  lead,
  back = { to: "/auth", label: "Volver a iniciar sesión" },
  children,
}: {
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
        >
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 sm:p-8">
          <h1 className="text-center text-2xl font-bold">{title}</h1>
          {lead ? (
            <div className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
              {lead}
            </div>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** A highlighted note inside the card (what was sent, why a link no longer works). */
export function AccountNotice({
  tone = "info",
  title,
  children,
}: {
  tone?: "info" | "warning";
  title?: string;
  children: ReactNode;
}) {
  const colors =
    tone === "warning"
      ? "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
      : "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950/40 dark:text-brand-100";
  return (
    <div role="status" className={`rounded-lg border p-4 text-sm ${colors}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-1" : undefined}>{children}</div>
    </div>
  );
}
