import { eq } from "drizzle-orm";
import {
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWTPayload,
} from "jose";
import * as z from "zod";

import { certificates } from "../../db/schema";
import { db } from "~/db.server";
import {
  certificatePath,
  describeCertificate,
  normalizeCertificateCode,
  type CertificateView,
} from "~/models/certificate.server";
import {
  didKeyFor,
  issuerSigningKey,
  publishedIssuerKeys,
  type IssuerPublicJwk,
} from "~/models/issuer-key.server";
import { jsonShapeProblem } from "~/utils/request.server";
import { publicOrigin } from "~/utils/public-url.server";

/**
 * The certificate as an Open Badges 3.0 credential (W3C VC 2.0), signed as a VC-JWT with the
 * academy's Ed25519 key (decision 106), and the check of a file someone uploads (decision 110).
 */

/** The most a credential file may weigh: ours are about 2 KB. */
export const MAX_CREDENTIAL_FILE_BYTES = 64 * 1024;
/** The upload form's body: the file plus its multipart headers and boundaries. */
export const MAX_CREDENTIAL_FORM_BYTES = MAX_CREDENTIAL_FILE_BYTES + 8 * 1024;
export const CREDENTIAL_TOO_LARGE = `El archivo es demasiado grande: una credencial firmada pesa unos 2 KB (máximo ${MAX_CREDENTIAL_FILE_BYTES / 1024} KB).`;
/** The verification page's upload form: one field, the file (or, from a script, its text). */
export const CredentialUploadSchema = z.object({ credential: z.unknown() });

export const CREDENTIAL_CONTEXT = [
  "https://www.w3.org/ns/credentials/v2",
  "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
] as const;

/** The JWT's media type (VC-JOSE-COSE): a VC 2.0 credential secured as a JWT. */
const JWT_TYPE = "vc+jwt";
const ENVELOPE_PREFIX = `data:application/${JWT_TYPE},`;

// --- reading the record ---------------------------------------------------------------------------

type CertificateRow = typeof certificates.$inferSelect;

/** The row behind a code (any spelling), with its public view; null when there is none. */
function certificateRecord(input: string) {
  const body = normalizeCertificateCode(input);
  if (!body) return null;
  const row = db.select().from(certificates).where(eq(certificates.code, body)).get();
  return row ? { row, view: describeCertificate(row) } : null;
}

// --- building -------------------------------------------------------------------------------------

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2026-11-24T15:54:06Z": seconds are all a JWT's dates carry, so the credential says the same. */
function isoSeconds(date: Date) {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

type CredentialSource = Pick<
  CertificateRow,
  | "code"
  | "recipientName"
  | "courseTitle"
  | "courseHours"
  | "moduleCount"
  | "instructor"
  | "issuerName"
  | "completedAt"
  | "liveRegistrationId"
>;

/**
 * The Open Badges 3.0 credential of a certificate: every fact printed on the PDF, as signed. The
 * recipient has no account id to publish, so they are named by an OB 3.0 `IdentityObject` of type
 * `name` (not hashed: the name is printed on the certificate anyway). Hours, modules and the
 * instructor are in the achievement's description, as the PDF words them.
 */
export function buildCredential(
  certificate: CredentialSource,
  { issuerDid, origin = publicOrigin() }: { issuerDid: string; origin?: string },
) {
  // The verification page's address, on the site's public origin (PUBLIC_URL, decision 101).
  const id = `${origin}${certificatePath(certificate.code)}`;
  const live = certificate.liveRegistrationId !== null;
  const issuer = {
    id: issuerDid,
    type: ["Profile"],
    name: certificate.issuerName,
    url: `${origin}/`,
  };
  const facts = [
    plural(certificate.courseHours, "hora", "horas"),
    ...(certificate.moduleCount > 0 ? [plural(certificate.moduleCount, "módulo", "módulos")] : []),
  ].join(", ");
  return {
    "@context": [...CREDENTIAL_CONTEXT],
    id,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `Certificado de finalización: ${certificate.courseTitle}`,
    issuer,
    validFrom: isoSeconds(certificate.completedAt),
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        {
          type: "IdentityObject",
          identityType: "name",
          hashed: false,
          identityHash: certificate.recipientName,
        },
      ],
      achievement: {
        id: `${id}#logro`,
        type: ["Achievement"],
        achievementType: "CertificateOfCompletion",
        name: certificate.courseTitle,
        description: `${live ? "Curso en vivo" : "Curso"} de ${facts}, impartido por ${certificate.instructor}.`,
        criteria: {
          narrative: live
            ? `Asistir al curso en vivo «${certificate.courseTitle}» de ${certificate.issuerName}.`
            : `Completar todas las secciones del curso «${certificate.courseTitle}» en ${certificate.issuerName}.`,
        },
        inLanguage: "es",
        creator: issuer,
      },
    },
  };
}

export type Credential = ReturnType<typeof buildCredential>;

/**
 * The credential signed as a VC-JWT (EdDSA). Its dates are the completion's, not the signing
 * time's, and Ed25519 signatures are deterministic: the same certificate always yields the same
 * bytes (with the same key).
 */
export async function signCredential(certificate: CredentialSource) {
  const key = issuerSigningKey();
  const credential = buildCredential(certificate, { issuerDid: key.did });
  const seconds = Math.floor(certificate.completedAt.getTime() / 1000);
  const jwt = await new SignJWT({ ...credential })
    // The kid is the key's thumbprint, the one in /.well-known/jwks.json and printed on the PDF,
    // so JWKS tools find the key by it; the did:key is the payload's `iss` (decision 110).
    .setProtectedHeader({ alg: "EdDSA", typ: JWT_TYPE, cty: "vc", kid: key.kid })
    .setIssuer(key.did)
    .setJti(credential.id)
    .setIssuedAt(seconds)
    .setNotBefore(seconds)
    .sign(key.privateKey);
  return { credential, jwt, kid: key.kid, did: key.did };
}

/** A VC 2.0 `EnvelopedVerifiableCredential`: the downloadable file's JSON. */
export function envelopeOf(jwt: string) {
  return {
    "@context": CREDENTIAL_CONTEXT[0],
    id: `${ENVELOPE_PREFIX}${jwt}`,
    type: "EnvelopedVerifiableCredential",
  };
}

/** `/certificates/{code}.json`: the signed file of a certificate, or null for an unknown code. */
export async function credentialFileFor(input: string) {
  const record = certificateRecord(input);
  if (!record) return null;
  const { jwt } = await signCredential(record.row);
  return {
    certificate: record.view,
    body: `${JSON.stringify(envelopeOf(jwt), null, 2)}\n`,
    filename: `certificado-${record.view.code}.json`,
  };
}

/** What the verification page prints about the signature. */
export function signingFacts() {
  const key = issuerSigningKey();
  return { kid: key.kid, did: key.did };
}

// --- checking an uploaded file --------------------------------------------------------------------

/** The fields compared with our record, named as the page names them. */
export const CHECKED_FIELDS = {
  recipientName: "Nombre",
  courseTitle: "Curso",
  description: "Duración, módulos e instructor",
  criteria: "Criterio",
  completedAt: "Fecha de finalización",
  issuer: "Emisor",
  code: "Código",
} as const;

export type CheckedField = keyof typeof CHECKED_FIELDS;

export type CredentialCheck =
  /** Not a credential file: not JSON, not a JWT, not our envelope. */
  | { kind: "unreadable" }
  /** A JWT, but no key of ours signed it as it is: it was changed after signing. */
  | { kind: "signature-invalid" }
  /** Signed by someone else (another issuer or key), or naming no certificate of ours. */
  | { kind: "not-ours" }
  /** Our signature, but what it says differs from our record now. */
  | { kind: "mismatch"; certificate: CertificateView; fields: CheckedField[] }
  /** Our signature, but of another certificate than the one asked about. */
  | { kind: "other-certificate"; certificate: CertificateView }
  /** Our signature and our record, but the certificate was revoked. */
  | { kind: "revoked"; certificate: CertificateView }
  | { kind: "valid-and-matches"; certificate: CertificateView };

const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The JWT inside a file's text: our envelope, or a bare compact JWT; null for anything else. */
function jwtInside(text: string) {
  const trimmed = text.trim();
  if (COMPACT_JWT.test(trimmed)) return trimmed;
  if (!trimmed.startsWith("{") || jsonShapeProblem(trimmed, { maxDepth: 4, maxValues: 16 })) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { id, type } = parsed as Record<string, unknown>;
  if (type !== "EnvelopedVerifiableCredential" || typeof id !== "string") return null;
  if (!id.startsWith(ENVELOPE_PREFIX)) return null;
  const jwt = id.slice(ENVELOPE_PREFIX.length);
  return COMPACT_JWT.test(jwt) ? jwt : null;
}

/** Our published keys, each also known by its did:key (the payload's `iss`). */
async function ourKeys() {
  return Promise.all(
    publishedIssuerKeys().map(async (jwk: IssuerPublicJwk) => ({
      jwk,
      did: didKeyFor(jwk.x),
      key: await importJWK(jwk, "EdDSA"),
    })),
  );
}

/** Whether an unverified JWT claims to come from one of our keys (kid or issuer did). */
function claimsToBeOurs(jwt: string, keys: { jwk: IssuerPublicJwk; did: string }[]) {
  try {
    const { kid } = decodeProtectedHeader(jwt);
    if (keys.some(({ jwk }) => jwk.kid === kid)) return true;
  } catch {
    // an unreadable header: try the payload
  }
  try {
    const { iss } = decodeJwt(jwt);
    return keys.some(({ did }) => did === iss);
  } catch {
    return false;
  }
}

/** The payload if one of our keys signed this JWT as it is, else null. */
async function verifiedPayload(jwt: string, keys: Awaited<ReturnType<typeof ourKeys>>) {
  for (const { key, did } of keys) {
    try {
      const { payload } = await jwtVerify(jwt, key, {
        algorithms: ["EdDSA"],
        typ: JWT_TYPE,
        issuer: did,
        // Dates are the course's completion: a clock a little behind ours must not refuse them.
        clockTolerance: 300,
      });
      return { payload, did };
    } catch {
      // not this key
    }
  }
  return null;
}

function sameJson(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The certificate code a verified payload names (its `id` ends with it). */
function codeOf(payload: JWTPayload) {
  const id = typeof payload.id === "string" ? payload.id : "";
  const match = /^https?:\/\/[^/]+\/certificates\/([^/?#]+)$/.exec(id);
  return match ? { code: match[1], origin: new URL(id).origin } : null;
}

/**
 * Checks a credential file's text: the signature against every key we publish, then (when it is
 * the certificate `forCode`, if given) each fact against our record. Bounded: the caller caps the text at MAX_CREDENTIAL_FILE_BYTES and JSON is
 * parsed only when it is shaped like our envelope; one Ed25519 verification takes well under 1 ms.
 */
export async function checkCredentialFile(
  text: string,
  { forCode }: { forCode?: string } = {},
): Promise<CredentialCheck> {
  if (Buffer.byteLength(text) > MAX_CREDENTIAL_FILE_BYTES) return { kind: "unreadable" };
  const jwt = jwtInside(text);
  if (!jwt) return { kind: "unreadable" };
  const keys = await ourKeys();
  const verified = await verifiedPayload(jwt, keys);
  if (!verified) {
    return claimsToBeOurs(jwt, keys) ? { kind: "signature-invalid" } : { kind: "not-ours" };
  }
  const named = codeOf(verified.payload);
  const record = named && certificateRecord(named.code);
  if (!named || !record) return { kind: "not-ours" };
  // Checked on one certificate's page: another certificate's file is named as such.
  if (forCode && normalizeCertificateCode(forCode) !== record.row.code) {
    return { kind: "other-certificate", certificate: record.view };
  }
  // What we would sign for this record, with the key and the site address the file was signed
  // with (a later key or a moved site does not make an older file disagree).
  const expected = buildCredential(record.row, { issuerDid: verified.did, origin: named.origin });
  const found = verified.payload as Partial<Credential>;
  const subject = found.credentialSubject;
  const fields: CheckedField[] = [];
  const differs = (field: CheckedField, a: unknown, b: unknown) => {
    if (!sameJson(a, b)) fields.push(field);
  };
  differs("recipientName", subject?.identifier, expected.credentialSubject.identifier);
  differs("courseTitle", subject?.achievement?.name, expected.credentialSubject.achievement.name);
  differs(
    "description",
    subject?.achievement?.description,
    expected.credentialSubject.achievement.description,
  );
  differs(
    "criteria",
    subject?.achievement?.criteria,
    expected.credentialSubject.achievement.criteria,
  );
  differs("completedAt", found.validFrom, expected.validFrom);
  differs("issuer", found.issuer, expected.issuer);
  differs("code", found.id, expected.id);
  if (fields.length > 0) return { kind: "mismatch", certificate: record.view, fields };
  if (record.view.status === "revoked") return { kind: "revoked", certificate: record.view };
  return { kind: "valid-and-matches", certificate: record.view };
}
