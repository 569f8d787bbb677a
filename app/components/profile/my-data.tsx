import { ProfileCard } from "~/components/profile/card";
import { buttonClasses } from "~/components/ui/button";

/** 'Tus datos': everything the academy keeps about the student, as one JSON file. */
export function MyData() {
  return (
    <div className="mt-12">
      <ProfileCard
        id="tus-datos"
        title="Tus datos"
        description="Descarga en un archivo JSON todo lo que la academia guarda sobre ti: tu cuenta, tus cursos y tu progreso, tus comentarios, tus proyectos del editor, tus registros, tus certificados y los correos que te enviamos. No incluye tu contraseña ni ningún enlace de acceso."
      >
        {/* A file download: a plain link (no client navigation), the server sends it as an attachment. */}
        <a href="/profile/data.json" download className={buttonClasses({ variant: "secondary" })}>
          Descargar mis datos
        </a>
      </ProfileCard>
    </div>
  );
}
