import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { sessionCookie } from "~/auth/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatLegalDate, LegalPage, type LegalSection } from "~/components/legal/legal-page";
import { textLinkClasses } from "~/components/ui/button";
import { pageMeta } from "~/utils/meta";
import { useSiteConfig } from "~/utils/root-data";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Política de Cookies",
    "Qué cookies usamos, para qué sirven y cómo puedes gestionarlas.",
  );

export function loader() {
  // The session cookie's real name: `__Host-session` in production.
  return { lastUpdated: formatLegalDate(), sessionCookieName: sessionCookie.name };
}

const ourCookies = (sessionCookieName: string) => [
  {
    name: sessionCookieName,
    purpose: "Mantener tu sesión iniciada de forma segura.",
    type: "Esencial",
    duration: "30 días",
  },
  {
    name: "__toast",
    purpose: "Mostrar un aviso después de una acción (por ejemplo, «¡Mensaje enviado!»).",
    type: "Esencial",
    duration: "Hasta cerrar el navegador",
  },
  {
    name: "theme",
    purpose: "Recordar si prefieres el tema claro u oscuro.",
    type: "Preferencias",
    duration: "2 años",
  },
];

export default function CookiesRoute() {
  const { lastUpdated, sessionCookieName } = useLoaderData<typeof loader>();
  const site = useSiteConfig();
  const sections: LegalSection[] = [
    {
      id: "que-son",
      title: "¿Qué son las cookies?",
      content: (
        <p>
          Las cookies son pequeños archivos de texto que un sitio guarda en tu navegador para
          recordar información entre visitas, como tu sesión o tus preferencias. Tecnologías
          parecidas, como el almacenamiento local del navegador, cumplen funciones similares y
          también las describimos aquí.
        </p>
      ),
    },
    {
      id: "tipos",
      title: "Tipos de cookies que usamos",
      content: (
        <>
          <ul>
            <li>
              <strong>Esenciales:</strong> necesarias para que el sitio funcione, por ejemplo para
              iniciar sesión. No se pueden desactivar sin afectar el servicio.
            </li>
            <li>
              <strong>De preferencias:</strong> recuerdan opciones que eliges, como el tema claro u
              oscuro (también guardado en el almacenamiento local con la clave «theme»).
            </li>
            <li>
              <strong>De terceros:</strong> las que pueden colocar servicios externos integrados en
              el sitio (ver la siguiente sección).
            </li>
          </ul>
          <p>No usamos cookies publicitarias ni de seguimiento entre sitios.</p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Cookies propias del sitio</caption>
              <thead className="border-b border-slate-200 text-slate-900 dark:border-slate-700 dark:text-white">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Cookie
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Finalidad
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Tipo
                  </th>
                  <th scope="col" className="py-2">
                    Duración
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {ourCookies(sessionCookieName).map((cookie) => (
                  <tr key={cookie.name}>
                    <td className="py-2 pr-4 font-mono">{cookie.name}</td>
                    <td className="py-2 pr-4">{cookie.purpose}</td>
                    <td className="py-2 pr-4">{cookie.type}</td>
                    <td className="py-2">{cookie.duration}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ),
    },
    {
      id: "terceros",
      title: "Cookies de terceros",
      content: (
        <p>
          Algunas páginas incluyen un widget de donaciones de un proveedor externo, que puede usar
          sus propias cookies para procesar tu aportación de forma segura. Los enlaces a redes
          sociales, videos y WhatsApp te llevan a servicios de terceros que aplican sus propias
          políticas de cookies cuando los visitas. No controlamos esas cookies; te recomendamos
          revisar las políticas de cada proveedor.
        </p>
      ),
    },
    {
      id: "duracion",
      title: "Duración de las cookies",
      content: (
        <p>
          Algunas cookies se borran al cerrar el navegador y otras permanecen por un tiempo
          determinado. Las cookies de este sitio persisten como máximo 2 años; la de sesión dura 30
          días o hasta que cierras sesión.
        </p>
      ),
    },
    {
      id: "gestionar",
      title: "Cómo gestionar las cookies",
      content: (
        <p>
          Puedes ver, bloquear o eliminar las cookies desde la configuración de tu navegador. Ten en
          cuenta que si bloqueas las cookies esenciales no podrás iniciar sesión, y que al borrar la
          cookie de preferencias el sitio volverá al tema predeterminado.
        </p>
      ),
    },
    {
      id: "panel",
      title: "Panel de preferencias",
      content: (
        <p>
          Muy pronto podrás elegir qué cookies no esenciales aceptar desde un panel de preferencias
          en este sitio. Mientras tanto, puedes gestionarlas desde tu navegador como se explica
          arriba.
        </p>
      ),
    },
    {
      id: "cambios",
      title: "Cambios y contacto",
      content: (
        <p>
          Actualizaremos esta política cuando cambien las cookies que usamos. Si tienes dudas,
          escríbenos a{" "}
          <a href={`mailto:${site.email}`} className={textLinkClasses}>
            {site.email}
          </a>{" "}
          o consulta nuestra{" "}
          <Link to="/privacy" className={textLinkClasses}>
            Política de Privacidad
          </Link>
          .
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Política de Cookies"
      lastUpdated={lastUpdated}
      intro={
        <p>
          Esta política explica qué cookies usa {site.name}, para qué sirven y cómo puedes
          gestionarlas.
        </p>
      }
      sections={sections}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
