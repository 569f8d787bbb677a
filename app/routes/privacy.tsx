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
    "Política de Privacidad",
    "Cómo recopilamos, usamos y protegemos tus datos personales.",
  );

export function loader() {
  return { lastUpdated: formatLegalDate() };
}

export default function PrivacyRoute() {
  const { lastUpdated } = useLoaderData<typeof loader>();
  const site = useSiteConfig();
  const email = (
    <a href={`mailto:${site.email}`} className={textLinkClasses}>
      {site.email}
    </a>
  );
  const sections: LegalSection[] = [
    {
      id: "responsable",
      title: "Responsable de tus datos",
      content: (
        <p>
          {site.name}, con domicilio en {site.location}, es responsable del tratamiento de los datos
          personales que nos proporcionas, conforme a la Ley Federal de Protección de Datos
          Personales en Posesión de los Particulares. Para cualquier asunto de privacidad puedes
          escribirnos a {email}.
        </p>
      ),
    },
    {
      id: "datos",
      title: "Datos que recopilamos",
      content: (
        <ul>
          <li>
            <strong>Cuenta:</strong> nombre, nombre de usuario, correo electrónico, contraseña
            (guardada cifrada, nunca en texto plano) y, si lo decides, foto y biografía.
          </li>
          <li>
            <strong>Aprendizaje:</strong> cursos en los que te inscribes y tu avance.
          </li>
          <li>
            <strong>Cursos en vivo:</strong> nombre, apellidos, correo, teléfono, edad, modalidad
            preferida, si cuentas con computadora portátil y, para menores de edad, los datos de
            contacto de su madre, padre o tutor.
          </li>
          <li>
            <strong>Contacto:</strong> nombre, correo y el mensaje que nos envías.
          </li>
          <li>
            <strong>Certificados:</strong> al completar un curso (o, en los cursos en vivo, al
            emitirlo el equipo) guardamos un certificado con tu nombre, el curso, sus horas y la
            fecha. Cualquier persona con su código puede verificarlo en una página pública, que no
            aparece en buscadores.
          </li>
        </ul>
      ),
    },
    {
      id: "finalidades",
      title: "Para qué usamos tus datos",
      content: (
        <ul>
          <li>Crear y administrar tu cuenta e iniciar sesión de forma segura.</li>
          <li>Darte acceso a los cursos y guardar tu progreso.</li>
          <li>Organizar los cursos en vivo y confirmar tu asistencia y modalidad.</li>
          <li>Responder tus mensajes y solicitudes.</li>
          <li>Mejorar nuestros cursos con estadísticas agregadas que no te identifican.</li>
        </ul>
      ),
    },
    {
      id: "consentimiento",
      title: "Consentimiento",
      content: (
        <p>
          Al crear una cuenta, registrarte en un curso o enviarnos un mensaje, consientes el
          tratamiento de tus datos para las finalidades descritas. Puedes retirar tu consentimiento
          en cualquier momento eliminando tu cuenta desde tu perfil o escribiéndonos.
        </p>
      ),
    },
    {
      id: "terceros",
      title: "Con quién compartimos tus datos",
      content: (
        <p>
          No vendemos ni rentamos tus datos. Solo los compartimos con instructores y proyectos
          aliados cuando es necesario para impartir un curso o emitir un certificado conjunto, y con
          autoridades cuando la ley lo exija. Los servicios de terceros a los que enlazamos (redes
          sociales, mensajería, donaciones) tratan tus datos según sus propias políticas.
        </p>
      ),
    },
    {
      id: "conservacion",
      title: "Conservación de los datos",
      content: (
        <p>
          Conservamos tus datos mientras tu cuenta esté activa. Si eliminas tu cuenta, borramos tus
          datos de perfil, inscripciones y progreso; los registros a cursos en vivo se desvinculan
          de tu cuenta y se conservan solo el tiempo necesario para la organización del curso. Tus
          certificados se conservan y siguen siendo verificables aunque elimines tu cuenta, para que
          quien ya los recibió pueda comprobarlos; si prefieres que dejen de mostrarse, escríbenos a{" "}
          {email} y los retiraremos.
        </p>
      ),
    },
    {
      id: "seguridad",
      title: "Seguridad",
      content: (
        <p>
          Aplicamos medidas técnicas y administrativas para proteger tus datos: contraseñas
          cifradas, conexiones seguras, sesiones que puedes cerrar en cualquier momento y acceso
          restringido a la información de los registros. Ningún sistema es infalible; si detectamos
          un incidente que te afecte, te lo notificaremos.
        </p>
      ),
    },
    {
      id: "derechos-arco",
      title: "Tus derechos ARCO",
      content: (
        <p>
          Tienes derecho a Acceder a tus datos, Rectificarlos, Cancelarlos u Oponerte a su uso.
          Puedes actualizar o eliminar tu información desde tu perfil, o enviarnos tu solicitud a{" "}
          {email}. Te responderemos en un plazo máximo de 20 días hábiles.
        </p>
      ),
    },
    {
      id: "menores",
      title: "Privacidad de menores de edad",
      content: (
        <>
          <p>
            Nuestro sitio no está dirigido a menores de 13 años y no recopilamos de forma
            intencional sus datos personales. Si eres madre, padre o tutor y crees que un menor de
            13 años nos proporcionó sus datos, escríbenos a {email} y los eliminaremos.
          </p>
          <p>
            En los cursos en vivo, el registro de cualquier participante menor de 18 años requiere
            los datos de contacto de su madre, padre o tutor, a quien podremos contactar para
            confirmar la participación.
          </p>
        </>
      ),
    },
    {
      id: "cambios",
      title: "Cambios a esta política",
      content: (
        <p>
          Podemos actualizar esta política para reflejar cambios en nuestros servicios o en la ley.
          Publicaremos siempre la versión vigente en esta página con su fecha de actualización. Si
          tienes preguntas, visita nuestra página de{" "}
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
      title="Política de Privacidad"
      lastUpdated={lastUpdated}
      intro={
        <p>
          Tu privacidad nos importa. Esta política explica qué datos recopilamos, para qué los
          usamos, con quién los compartimos y cómo puedes ejercer tus derechos.
        </p>
      }
      sections={sections}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
