import { Link } from "@remix-run/react";
import { SocialLinks } from "~/components/social-icon";
import { LogoMark } from "~/components/ui/layout-icons";
import { useSiteConfig } from "~/utils/root-data";

type FooterLink =
  | { label: string; to: string }
  | { label: string; href: string }
  | { label: string; placeholder: true };

const QUICK_LINKS: FooterLink[] = [
  { label: "Inicio", to: "/" },
  { label: "Cursos", to: "/courses" },
  { label: "Acerca de", to: "/about" },
  { label: "Contacto", to: "/contact" },
  { label: "Editor de código", to: "/editor" },
];

const COURSE_LINKS: FooterLink[] = [
  { label: "Desarrollo Web", to: "/courses/web-development" },
  { label: "Descubre la Computación", to: "/courses/discover-computing" },
  { label: "Primeros Pasos en Python", to: "/courses/first-steps-in-python" },
  { label: "Edición de Video", to: "/courses" },
  { label: "Desarrollo Móvil", to: "/courses" },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: "Términos y Condiciones", to: "/terms" },
  { label: "Política de Privacidad", to: "/privacy" },
  { label: "Política de Cookies", to: "/cookies" },
];

const linkClasses = "footer-link";

function FooterLinkItem({ link }: { link: FooterLink }) {
  if ("to" in link) {
    return (
      <Link to={link.to} className={linkClasses}>
        {link.label}
      </Link>
    );
  }
  if ("href" in link) {
    return (
      <a href={link.href} className={linkClasses} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  return (
    <span className="text-sm text-muted" title="Próximamente">
      {link.label}
    </span>
  );
}

function FooterGroup({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-strong">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <FooterLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const site = useSiteConfig();
  const resources: FooterLink[] = [
    { label: "Nuestra historia", href: site.historyDocumentUrl },
    { label: "Tutoriales en YouTube", href: site.tutorialsPlaylistUrl },
    { label: "Merch Oficial", to: "/merch" },
    { label: "Documentación", placeholder: true },
    { label: "Blog y Comunidad", placeholder: true },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div className="space-y-4 lg:col-span-2">
          <Link to="/" className="flex items-center gap-2 font-bold text-strong">
            <LogoMark />
            <span>{site.name}</span>
          </Link>
          <p className="text-sm text-soft">
            Academia de tecnología gratuita, multidisciplinaria y colaborativa que trabaja para
            reducir el analfabetismo digital en México y Latinoamérica.
          </p>
          <SocialLinks />
        </div>
        <FooterGroup title="Enlaces rápidos" links={QUICK_LINKS} />
        <FooterGroup title="Cursos" links={COURSE_LINKS} />
        <FooterGroup title="Recursos" links={resources} />
        <FooterGroup title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-slate-200 py-6 dark:border-slate-800">
        <p className="container-page text-center text-sm text-muted">
          © {new Date().getFullYear()} {site.name}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
