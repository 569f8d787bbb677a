import { Form, Link } from "@remix-run/react";

import { buttonClasses, SubmitButton, textLinkClasses } from "~/components/ui/button";
import { withoutFinalStop } from "~/utils/spanish-text";

/** The result of checking an uploaded file, as the page's action returns it. */
export type CredentialUploadOutcome =
  | { kind: "valid-and-matches" }
  | { kind: "revoked"; revokedOn: string | null; reason: string | null }
  | { kind: "signature-invalid" }
  | { kind: "not-ours" }
  | { kind: "mismatch"; fields: string[] }
  | { kind: "other-certificate"; code: string; path: string }
  /** The request itself was refused (no file, too large, not a credential): a 4xx. */
  | { kind: "refused"; message: string };

export const CREDENTIAL_FIELD = "credential";

/** The downloads: the printable PDF and the signed file. */
export function CertificateDownloads({ path }: { path: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {/* Files, not pages: a plain <a> with `download`, never a client-side navigation. */}
      <a href={`${path}.pdf`} download className={buttonClasses()}>
        Descargar PDF
      </a>
      <a href={`${path}.json`} download className={buttonClasses({ variant: "secondary" })}>
        Descargar credencial firmada (JSON)
      </a>
    </div>
  );
}

/** docs/certificates.md's offline check with the academy's DID filled in (the tests run it). */
export function offlineCheckScript(did: string) {
  return `// verificar.mjs — node verificar.mjs certificado-WCA-….json  (npm install jose)
import { readFileSync } from "node:fs";
import { importJWK, jwtVerify } from "jose";

const ISSUER = "${did}";
const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
let n = 0n;
for (const c of ISSUER.slice("did:key:z".length)) n = n * 58n + BigInt(B58.indexOf(c));
const x = Buffer.from(n.toString(16).padStart(68, "0"), "hex").subarray(2).toString("base64url");
const jwt = JSON.parse(readFileSync(process.argv[2], "utf8")).id.split(",")[1];
const key = await importJWK({ kty: "OKP", crv: "Ed25519", x }, "EdDSA");
const { payload } = await jwtVerify(jwt, key, { issuer: ISSUER });
console.log("Firma válida:", JSON.stringify(payload.credentialSubject, null, 2));`;
}

/** What the signed file is and how anyone checks it, with or without us. */
export function HowToCheckSignedFile({
  kid,
  did,
  issuerName,
}: {
  kid: string;
  did: string;
  issuerName: string;
}) {
  return (
    <section
      aria-labelledby="como-comprobar"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="como-comprobar" className="text-lg font-semibold">
        Cómo comprobar el archivo firmado
      </h2>
      <div className="mt-2 space-y-3 text-sm text-slate-600 dark:text-slate-400">
        <p>
          La credencial firmada (JSON) contiene los mismos datos que el PDF —nombre, curso, horas,
          módulos, instructor, fecha y código— en formato Open Badges 3.0, firmados por {issuerName}{" "}
          con una clave Ed25519. Si alguien cambia un solo carácter, la firma deja de ser válida.
        </p>
        {/* Not a <dl>: the page's one description list is the certificate's own facts. */}
        <ul className="space-y-2">
          <li>
            <span className="block font-medium text-slate-900 dark:text-white">
              Huella de la clave
            </span>
            <span className="block break-all font-mono text-xs" data-testid="key-fingerprint">
              {kid}
            </span>
          </li>
          <li>
            <span className="block font-medium text-slate-900 dark:text-white">
              Emisor (did:key)
            </span>
            <span className="block break-all font-mono text-xs" data-testid="issuer-did">
              {did}
            </span>
          </li>
        </ul>
        <p>
          La clave pública está publicada en{" "}
          <a href="/.well-known/jwks.json" className={textLinkClasses}>
            /.well-known/jwks.json
          </a>{" "}
          y va dentro del identificador del emisor, así que el archivo puede comprobarse sin
          conexión, con cualquier biblioteca JWT (algoritmo EdDSA). También puedes subirlo aquí
          abajo.
        </p>
        <p>
          La firma no caduca: si el certificado se revoca, el archivo sigue firmado, pero esta
          página dirá que fue revocado. Consulta siempre el estado aquí.
        </p>
        <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
            Comprobarlo sin conexión (para desarrolladores)
          </summary>
          <p className="mt-2">
            Con Node.js y la biblioteca <code>jose</code>; la clave sale del did:key de arriba:
          </p>
          <pre className="mt-2 overflow-x-auto rounded bg-slate-950 p-3 text-xs text-slate-100">
            <code>{offlineCheckScript(did)}</code>
          </pre>
        </details>
      </div>
    </section>
  );
}

function OutcomeMessage({ outcome }: { outcome: CredentialUploadOutcome }) {
  const good = outcome.kind === "valid-and-matches";
  let message: React.ReactNode;
  switch (outcome.kind) {
    case "valid-and-matches":
      message = "La firma es válida y el contenido coincide con nuestro registro.";
      break;
    case "revoked":
      message = `La firma es válida y el contenido coincide con nuestro registro, pero este certificado fue revocado${outcome.revokedOn ? ` el ${outcome.revokedOn}` : ""}${outcome.reason ? ` (motivo: ${withoutFinalStop(outcome.reason)})` : ""}. Ya no es válido.`;
      break;
    case "signature-invalid":
      message =
        "La firma no es válida: el archivo fue modificado después de firmarse. No confíes en su contenido.";
      break;
    case "not-ours":
      message =
        "Este archivo no fue firmado por nosotros o no corresponde a ningún certificado de nuestro registro.";
      break;
    case "mismatch":
      message = `La firma es válida, pero el contenido no coincide con nuestro registro en: ${outcome.fields.join(", ")}.`;
      break;
    case "other-certificate":
      message = (
        <>
          Este archivo no corresponde a este certificado: es el del certificado{" "}
          <Link to={outcome.path} className="font-mono underline">
            {outcome.code}
          </Link>
          .
        </>
      );
      break;
    case "refused":
      message = outcome.message;
      break;
  }
  return (
    <p role={good ? "status" : "alert"} data-testid="credential-check" className="mt-2">
      {message}
    </p>
  );
}

export const VERDICT_ID = "resultado-del-archivo";

/**
 * The answer to an upload, first on the page and apart from the certificate's own status (a
 * tampered file's page still shows the certificate as valid): its own titled panel, focused by
 * the browser when the page loads (`autofocus`; the page is static, with or without JS).
 */
export function CredentialVerdict({ outcome }: { outcome: CredentialUploadOutcome }) {
  const good = outcome.kind === "valid-and-matches";
  const tone = good
    ? "border-green-500 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950/50 dark:text-green-100"
    : "border-red-500 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950/50 dark:text-red-100";
  return (
    <section
      id={VERDICT_ID}
      aria-labelledby={`${VERDICT_ID}-titulo`}
      tabIndex={-1}
      // The page is the action's answer: the browser focuses (and shows) the answer on load.
      autoFocus
      className={`scroll-mt-24 rounded-2xl border-2 p-5 text-sm sm:p-6 ${tone}`}
    >
      <h2 id={`${VERDICT_ID}-titulo`} className="text-lg font-bold">
        Resultado de la verificación del archivo
      </h2>
      <OutcomeMessage outcome={outcome} />
      <p className="mt-3">
        <a href="#comprobar-archivo" className="font-medium underline underline-offset-2">
          Comprobar otro archivo
        </a>
      </p>
    </section>
  );
}

/**
 * Upload a credential file: a plain multipart form, checked on the server (works without JS); the
 * answer is the `CredentialVerdict` at the top of the page.
 */
export function CredentialUploadForm({ maxKilobytes }: { maxKilobytes: number }) {
  return (
    <section
      aria-labelledby="comprobar-archivo"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id="comprobar-archivo" className="text-lg font-semibold">
        Comprobar un archivo
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        ¿Te enviaron la credencial firmada de este certificado? Súbela y te diremos si su firma es
        válida y si su contenido coincide con nuestro registro. No guardamos el archivo.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <label htmlFor="archivo-credencial" className="block text-sm font-medium">
          Archivo de la credencial (.json, máximo {maxKilobytes} KB)
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <input
            id="archivo-credencial"
            name={CREDENTIAL_FIELD}
            type="file"
            required
            accept=".json,.jwt,application/json"
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          <SubmitButton variant="secondary" pendingLabel="Comprobando…">
            Comprobar
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
