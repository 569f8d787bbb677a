import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";

import { ThemeToggle } from "~/components/theme-toggle";
import { dismissOnEscapeOrOutside, watchScrolledPast } from "~/enhance/navbar";
import { buttonClasses } from "~/components/ui/button";
import { LogoMark, MenuIcon } from "~/components/ui/layout-icons";
import { UserAvatar } from "~/components/user-avatar";
import { useOptionalUser, useSiteConfig } from "~/utils/root-data";

type NavItem = { to: string; label: string; adminOnly?: boolean; newTab?: boolean; end?: boolean };

const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Inicio", end: true },
  { to: "/courses", label: "Cursos" },
  { to: "/about", label: "Acerca de" },
  { to: "/contact", label: "Contacto" },
  { to: "/editor", label: "Editor" },
  { to: "/profile", label: "Perfil" },
  { to: "/admin", label: "Administración", adminOnly: true },
  { to: "/merch", label: "Merch Oficial", newTab: true },
];

function NavLinks() {
  const user = useOptionalUser();
  return NAV_ITEMS.filter((item) => !item.adminOnly || user?.role === "admin").map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        className="nav-link"
        {...(item.newTab ? { target: "_blank", rel: "noopener" } : {})}
      >
        {item.label}
      </NavLink>
    </li>
  ));
}

/** Closes an open <details> menu when the route changes (JS only; without JS a page load does it). */
function useCloseOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);
  return ref;
}

/**
 * The header's look follows its `data-scrolled` attribute (CSS), which `watchScrolledPast` keeps
 * up to date, in the hydrated app and on static pages alike.
 */
export function Navbar() {
  const headerRef = useRef<HTMLElement>(null);
  const site = useSiteConfig();
  useEffect(() => (headerRef.current ? watchScrolledPast(headerRef.current) : undefined), []);
  return (
    <header ref={headerRef} className="site-header group/header" data-scrolled="false">
      {/* The blur sits on a layer of its own: a backdrop-filter on the header itself would make
          it the containing block of the mobile menu's fixed panel and squeeze it to 64 px. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 backdrop-blur group-data-[scrolled=true]/header:hidden"
      />
      <nav
        aria-label="Principal"
        className="container-page flex h-16 items-center justify-between gap-4"
      >
        <Link to="/" className="flex items-center gap-2 font-bold text-strong">
          <LogoMark />
          <span>{site.name}</span>
        </Link>
        <ul className="hidden items-center gap-1 xl:flex">
          <NavLinks />
        </ul>
        {/* Sized for the theme button and the menu button from the start: a slow phone may
            paint the header before the menu is parsed, and the group must not move when it is. */}
        <div className="flex min-h-10 min-w-[5.25rem] items-center gap-2">
          <ThemeToggle />
          <div className="hidden xl:block">
            <AccountArea />
          </div>
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}

function AccountArea() {
  const user = useOptionalUser();
  const menuRef = useCloseOnNavigation();
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/auth" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Iniciar sesión
        </Link>
        <Link to="/auth?tab=register" className={buttonClasses({ size: "sm" })}>
          Registrarse
        </Link>
      </div>
    );
  }
  return (
    <details ref={menuRef} className="relative">
      <summary
        className="flex list-none items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={`Menú de cuenta de ${user.name}`}
      >
        <UserAvatar user={user} size={32} />
        <span className="max-w-[10rem] truncate text-sm font-medium">{user.name}</span>
      </summary>
      <div className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-800 dark:bg-slate-900">
        <p className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted">
          Mi cuenta
        </p>
        <AccountMenuItems withNavLinks />
      </div>
    </details>
  );
}

/** `withNavLinks` repeats 'Perfil' / 'Administración' where the nav list is not beside it. */
function AccountMenuItems({ withNavLinks = false }: { withNavLinks?: boolean }) {
  const user = useOptionalUser();
  if (!user) return null;
  const itemClasses =
    "block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800";
  return (
    <>
      {withNavLinks ? (
        <Link to="/profile" className={itemClasses}>
          Perfil
        </Link>
      ) : null}
      {withNavLinks && user.role === "admin" ? (
        <Link to="/admin" className={itemClasses}>
          Administración
        </Link>
      ) : null}
      <Form method="post" action="/logout">
        <button type="submit" className={`${itemClasses} text-red-600 dark:text-red-400`}>
          Cerrar sesión
        </button>
      </Form>
    </>
  );
}

/** With JS an open <details> menu also closes on Escape and on a tap outside it. */
function useDismissable(ref: RefObject<HTMLDetailsElement>) {
  useEffect(() => (ref.current ? dismissOnEscapeOrOutside(ref.current) : undefined), [ref]);
}

function MobileMenu() {
  const user = useOptionalUser();
  const menuRef = useCloseOnNavigation();
  useDismissable(menuRef);
  return (
    <details
      ref={menuRef}
      className="group h-10 w-10 xl:hidden"
      data-testid="mobile-menu"
      data-dismissable
    >
      <summary
        className="list-none rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label="Abrir menú"
      >
        <MenuIcon className="h-6 w-6" />
      </summary>
      <div className="fixed inset-x-0 bottom-0 top-16 z-50 bg-slate-950/40" aria-hidden="true" />
      <div
        data-menu-panel
        className="fixed bottom-0 right-0 top-16 z-50 w-72 max-w-[85vw] animate-slide-in overflow-y-auto border-l border-slate-200 bg-white p-4 shadow-xl dark:border-slate-800 dark:bg-slate-950"
      >
        {user ? (
          <div className="mb-4 flex items-center gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
            <UserAvatar user={user} size={40} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
        ) : null}
        <ul className="flex flex-col gap-1">
          <NavLinks />
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
          {user ? (
            <AccountMenuItems />
          ) : (
            <div className="flex flex-col gap-2">
              <Link to="/auth" className={buttonClasses({ variant: "secondary" })}>
                Iniciar sesión
              </Link>
              <Link to="/auth?tab=register" className={buttonClasses()}>
                Registrarse
              </Link>
            </div>
          )}
        </div>
      </div>
    </details>
  );
}
