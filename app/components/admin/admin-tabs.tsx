import { NavLink } from "@remix-run/react";

const TABS = [
  { to: "/admin", label: "Resumen", end: true },
  { to: "/admin/courses", label: "Cursos", end: false },
  { to: "/admin/team", label: "Equipo", end: false },
  { to: "/admin/testimonials", label: "Testimonios", end: false },
  { to: "/admin/registrations", label: "Registros en vivo", end: false },
  { to: "/admin/messages", label: "Mensajes", end: false },
  { to: "/admin/comments", label: "Comentarios", end: false },
] as const;

/**
 * The panel's tabs: plain links (the active one is `aria-current="page"`), in one row that
 * scrolls sideways on a phone instead of wrapping.
 */
export function AdminTabs() {
  return (
    <nav aria-label="Secciones del panel" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                `-mb-px block whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors ${
                  isActive
                    ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
