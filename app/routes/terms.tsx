import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatLegalDate, LegalPage, type LegalSection } from "~/components/legal/legal-page";
import { textLinkClasses } from "~/components/ui/button";
import { pageMeta } from "~/utils/meta";
import { useSiteConfig } from "~/utils/root-data";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Términos y Condiciones",
    "Condiciones de uso de la academia y sus cursos gratuitos.",
  );

export function loader() {
  return { lastUpdated: formatLegalDate() };
}

export default function TermsRoute() {
  const { lastUpdated } = useLoaderData<typeof loader>();
  const site = useSiteConfig();
  const sections: LegalSection[] = [
    {
      id: "aceptacion",
      title: "Aceptación de los términos",
      content: (
        <p>
          Al acceder o utilizar el sitio de {site.name}, crear una cuenta, inscribirte en un curso o
          registrarte en un curso en vivo, aceptas estos Términos y Condiciones. Si no estás de
          acuerdo con ellos, te pedimos no utilizar el sitio. Si eres menor de edad, debes contar
          con la autorización de tu madre, padre o tutor.
        </p>
      ),
    },
    {
      id: "servicio",
      title: "Descripción del servicio",
      content: (
        <p>
          {site.name} es una academia de tecnología gratuita, multidisciplinaria y colaborativa.
          Ofrecemos cursos en línea y cursos en vivo (presenciales o virtuales), un editor de código
          y materiales educativos. Los cursos no tienen costo; podemos modificar, pausar o retirar
          un curso cuando sea necesario para mantener su calidad.
        </p>
      ),
    },
    {
      id: "cuentas",
      title: "Registro y cuentas de usuario",
      content: (
        <ul>
          <li>Debes proporcionar información verdadera, completa y actualizada.</li>
          <li>
            Eres responsable de mantener la confidencialidad de tu contraseña y de la actividad de
            tu cuenta.
          </li>
          <li>Puedes eliminar tu cuenta en cualquier momento desde tu perfil.</li>
          <li>
            Podemos suspender cuentas que incumplan estos términos o que pongan en riesgo a otras
            personas usuarias.
          </li>
        </ul>
      ),
    },
    {
      id: "uso-aceptable",
      title: "Uso aceptable",
      content: (
        <>
          <p>Al usar el sitio te comprometes a no:</p>
          <ul>
            <li>
              Publicar o enviar contenido ilegal, ofensivo, discriminatorio o que viole derechos de
              terceros.
            </li>
            <li>
              Intentar acceder sin autorización a cuentas, sistemas o datos de otras personas.
            </li>
            <li>
              Usar el editor de código o los formularios para distribuir software malicioso o spam.
            </li>
            <li>
              Interferir con el funcionamiento normal del sitio o sobrecargar su infraestructura.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "propiedad-intelectual",
      title: "Propiedad intelectual",
      content: (
        <p>
          Los contenidos de los cursos, textos, logotipos, ilustraciones y el diseño del sitio
          pertenecen a {site.name} o a sus respectivos autores y están protegidos por la Ley Federal
          del Derecho de Autor y la Ley Federal de Protección a la Propiedad Industrial. Puedes
          usarlos para tu aprendizaje personal; no está permitido venderlos ni redistribuirlos sin
          autorización. El código que escribas en el editor es tuyo.
        </p>
      ),
    },
    {
      id: "cursos-en-vivo",
      title: "Cursos en vivo y certificados",
      content: (
        <p>
          El registro a un curso en vivo reserva tu lugar, pero no garantiza la modalidad elegida:
          días antes del inicio te confirmaremos la asistencia y la modalidad. Los cupos son
          limitados. Las constancias y certificados se emiten al cumplir los requisitos de cada
          curso; los certificados conjuntos dependen también de las reglas del proyecto aliado.
        </p>
      ),
    },
    {
      id: "terceros",
      title: "Contenido de terceros y enlaces",
      content: (
        <p>
          El sitio puede incluir enlaces a redes sociales, videos, servicios de mensajería y un
          widget de donaciones operados por terceros. No controlamos esos servicios ni somos
          responsables de su contenido o de sus políticas; su uso se rige por sus propios términos.
        </p>
      ),
    },
    {
      id: "responsabilidad",
      title: "Limitación de responsabilidad",
      content: (
        <p>
          Ofrecemos el sitio y los cursos «tal cual», con fines educativos. Hacemos nuestro mejor
          esfuerzo para que la información sea correcta y el servicio esté disponible, pero no
          garantizamos que esté libre de errores o interrupciones. En la medida que permita la ley,{" "}
          {site.name} no será responsable por daños indirectos derivados del uso del sitio.
        </p>
      ),
    },
    {
      id: "modificaciones",
      title: "Modificaciones de los términos",
      content: (
        <p>
          Podemos actualizar estos términos para reflejar cambios en nuestros servicios o en la ley.
          Publicaremos la versión vigente en esta página con su fecha de actualización; si sigues
          usando el sitio después de un cambio, se entiende que aceptas la nueva versión.
        </p>
      ),
    },
    {
      id: "legislacion",
      title: "Legislación aplicable y jurisdicción",
      content: (
        <p>
          Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para cualquier
          controversia, las partes se someten a los tribunales competentes de la ciudad de Veracruz,
          Veracruz, renunciando a cualquier otro fuero que pudiera corresponderles. Si tienes dudas,
          escríbenos a{" "}
          <a href={`mailto:${site.email}`} className={textLinkClasses}>
            {site.email}
          </a>{" "}
          o desde nuestra página de{" "}
          <Link to="/contact" className={textLinkClasses}>
            contacto
          </Link>
          .
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Términos y Condiciones"
      lastUpdated={lastUpdated}
      intro={
        <p>
          Estos términos regulan el uso del sitio y de los cursos de {site.name}. Léelos con
          atención: explican qué puedes esperar de nosotros y qué esperamos de ti.
        </p>
      }
      sections={sections}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
