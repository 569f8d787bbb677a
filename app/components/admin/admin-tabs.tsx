import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

const TABS = [
  { to: "/admin", label: "Resumen", end: true },
  { to: "/admin/courses", label: "Cursos", end: false },
  { to: "/admin/students", label: "Estudiantes", end: false },
  { to: "/admin/team", label: "Equipo", end: false },
  { to: "/admin/testimonials", label: "Testimonios", end: false },
  { to: "/admin/registrations", label: "Registros en vivo", end: false },
  { to: "/admin/messages", label: "Mensajes", end: false },
  { to: "/admin/comments", label: "Comentarios", end: false },
  { to: "/admin/certificates", label: "Certificados", end: false },
  { to: "/admin/emails", label: "Correos", end: false },
] as const;

/** Brings the active tab fully into the row's view, sideways only (the page does not move). */
function revealActiveTab(scroller: HTMLElement) {
  const active = scroller.querySelector<HTMLElement>('[aria-current="page"]');
  if (!active) return;
  const row = scroller.getBoundingClientRect();
  const tab = active.getBoundingClientRect();
  const margin = 40; // clear of the fade at each end
  if (tab.left < row.left + margin) scroller.scrollLeft -= row.left + margin - tab.left;
  else if (tab.right > row.right - margin) scroller.scrollLeft += tab.right - (row.right - margin);
}

/**
 * The panel's tabs: plain links (the active one is `aria-current="page"`), in one row that
 * scrolls sideways on a phone instead of wrapping. Without JS the active tab is the row's
 * `scroll-initial-target`, so a page opens with it in view; with JS it is also brought into view
 * after client-side navigations. Fades (with an arrow) at either end show there is more to scroll
 * to; CSS scroll-driven animations show each only while the row can scroll that way (issue 24).
 */
export function AdminTabs() {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (scrollerRef.current) revealActiveTab(scrollerRef.current);
  }, [pathname]);

  return (
    <nav aria-label="Secciones del panel" className="admin-tabs relative -mx-4 sm:mx-0">
      <div
        ref={scrollerRef}
        data-testid="admin-tabs-row"
        className="admin-tabs__row overflow-x-auto px-4 sm:px-0"
      >
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
                      ? "admin-tabs__active border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
      <span
        aria-hidden="true"
        data-testid="admin-tabs-more-before"
        className="admin-tabs__fade admin-tabs__fade--before pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center justify-start bg-gradient-to-r from-white via-white/90 to-transparent pl-1 text-lg font-bold text-slate-600 dark:from-slate-950 dark:via-slate-950/90 dark:text-slate-300"
      >
        ‹
      </span>
      <span
        aria-hidden="true"
        data-testid="admin-tabs-more-after"
        className="admin-tabs__fade admin-tabs__fade--after pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-white via-white/90 to-transparent pr-1 text-lg font-bold text-slate-600 dark:from-slate-950 dark:via-slate-950/90 dark:text-slate-300"
      >
        ›
      </span>
    </nav>
  );
}
