import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { CertificateLookupForm } from "~/components/certificate/certificate-details";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { findCertificateByCode, normalizeCertificateCode } from "~/models/certificate.server";
import { redirect } from "~/utils/headers.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(
    matches,
    "Verificar un certificado",
    "Comprueba en segundos que un certificado de la academia es auténtico con su código.",
  ),
  { name: "robots", content: "noindex" },
];

const MALFORMED =
  "Ese no parece un código de certificado: tiene 16 letras y números después de «WCA», por ejemplo WCA-7KQ4-M2XD-9PRF-AB12.";
const UNKNOWN =
  "No existe ningún certificado con ese código. Revisa que lo hayas escrito completo; un código que no aparece aquí no fue emitido por nosotros.";

/** `/certificates?code=…` (the GET form): a known code opens its page, anything else says why. */
export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("code");
  if (raw === null || raw.trim() === "") return data({ code: "", error: null });
  // Echoed back into the field, never longer than the field takes.
  const code = raw.slice(0, 80);
  if (!normalizeCertificateCode(raw)) return data({ code, error: MALFORMED }, { status: 400 });
  const certificate = findCertificateByCode(raw);
  if (!certificate) return data({ code, error: UNKNOWN }, { status: 404 });
  return redirect(certificate.path);
}

export default function CertificateLookupPage() {
  const { code, error } = useLoaderData<typeof loader>();
  return (
    <section className="container-page max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold">Verificar un certificado</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Escribe el código que aparece en el certificado para ver sus datos y si sigue siendo válido.
        No necesitas una cuenta.
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <CertificateLookupForm key={code} defaultValue={code} error={error} />
      </div>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
