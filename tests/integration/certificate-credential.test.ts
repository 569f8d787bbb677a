import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import bs58 from "bs58";
import { eq } from "drizzle-orm";
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
} from "jose";
import { describe, expect, it } from "vitest";

import { certificates } from "../../db/schema";
import { offlineCheckScript } from "~/components/certificate/signed-credential";
import { db } from "~/db.server";
import { env } from "~/env.server";
import {
  buildCredential,
  checkCredentialFile,
  MAX_CREDENTIAL_FILE_BYTES,
} from "~/models/certificate-credential.server";
import { findUserCertificate, type CertificateView } from "~/models/certificate.server";
import { enrollUser } from "~/models/enrollment.server";
import { issuerSigningKey } from "~/models/issuer-key.server";
import { setSectionCompletion } from "~/models/progress.server";
import { loader as jwksLoader } from "~/routes/[.well-known].jwks[.]json";
import { loader as fileLoader } from "~/routes/certificates.$code[.json]";
import { action as pageAction, loader as pageLoader } from "~/routes/certificates.$code";

import { insertTestCourse, insertTestModule, insertTestSection } from "../support/courses";
import { formRequest, getRequest, multipartRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { insertTestUser } from "../support/users";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const TMP = path.join(ROOT, "tests/.tmp");

/** A student who completed a one-section course (3 modules, 12 h): their certificate. */
function earnedCertificate(name = "María José López") {
  const course = insertTestCourse({ instructor: "Ana Instructora", duration: 12 });
  const module = insertTestModule(course.id, 1);
  insertTestModule(course.id, 2);
  insertTestModule(course.id, 3);
  const section = insertTestSection(module.id, 1);
  const user = insertTestUser("student", { name });
  enrollUser(user.id, course.id);
  setSectionCompletion(user.id, section.id, true);
  return findUserCertificate(user.id, course.id)!;
}

function revoke(certificate: CertificateView, reason: string) {
  db.update(certificates)
    .set({ revokedAt: new Date("2026-11-20T18:00:00Z"), revocationReason: reason })
    .where(eq(certificates.code, certificate.code.replace(/^WCA|-/g, "")))
    .run();
}

const downloadFile = (code: string) =>
  fileLoader({
    request: getRequest(`/certificates/${code}.json`),
    params: { code },
    context: {},
  });

async function downloadText(certificate: CertificateView) {
  const response = await downloadFile(certificate.code);
  expect(response.status).toBe(200);
  return response.text();
}

const jwtOf = (fileText: string) =>
  (JSON.parse(fileText) as { id: string }).id.slice("data:application/vc+jwt,".length);

/** The public key inside a did:key (multicodec 0xed01 + base58btc), as a JWK's `x`. */
function xOfDid(did: string) {
  const bytes = bs58.decode(did.slice("did:key:z".length));
  expect([...bytes.slice(0, 2)]).toEqual([0xed, 0x01]);
  return Buffer.from(bytes.slice(2)).toString("base64url");
}

/** The JWT with one character of its payload (or signature) swapped for another. */
function changeOneByte(jwt: string, part: 1 | 2) {
  const parts = jwt.split(".");
  const at = Math.floor(parts[part].length / 2);
  const char = parts[part][at];
  parts[part] = parts[part].slice(0, at) + (char === "A" ? "B" : "A") + parts[part].slice(at + 1);
  return parts.join(".");
}

function uploadRequest(code: string, content: string, filename = "credencial.json") {
  const form = new FormData();
  form.append("credential", new File([content], filename, { type: "application/json" }));
  return multipartRequest(`/certificates/${code}`, form);
}

const upload = (code: string, content: string) =>
  runRoute(pageAction, uploadRequest(code, content), { code });

// --- GET /certificates/{code}.json ------------------------------------------------------------------

describe("GET /certificates/{code}.json", () => {
  it("serves the signed file as a download, not indexed, not cached", async () => {
    const certificate = earnedCertificate();
    const response = await downloadFile(certificate.code);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="certificado-${certificate.code}.json"`,
    );
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const file = JSON.parse(await response.text());
    expect(file).toEqual({
      "@context": "https://www.w3.org/ns/credentials/v2",
      id: expect.stringMatching(/^data:application\/vc\+jwt,[\w-]+\.[\w-]+\.[\w-]+$/),
      type: "EnvelopedVerifiableCredential",
    });
  });

  it("answers 404 in Spanish for an unknown or malformed code, never a 500", async () => {
    for (const code of ["WCA-0000-0000-0000-0000", "hola", "x".repeat(300), "%00", ""]) {
      const response = await downloadFile(code);
      expect(response.status, code).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(await response.text()).toContain("Certificado no encontrado");
    }
  });

  it("redirects any other spelling of the code to the canonical file (301)", async () => {
    const certificate = earnedCertificate();
    const sloppy = certificate.code.toLowerCase().replace(/-/g, "");
    const response = await downloadFile(sloppy);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`${certificate.path}.json`);
  });

  it("serves a revoked certificate's file too: the signature stays true, the page says revoked", async () => {
    const certificate = earnedCertificate();
    revoke(certificate, "Nombre corregido");
    expect((await downloadFile(certificate.code)).status).toBe(200);
  });
});

// --- the credential ----------------------------------------------------------------------------

describe("the Open Badges 3.0 credential", () => {
  it("carries every printed fact, the issuer's did:key and the OB 3.0 / VC 2.0 shapes", async () => {
    const certificate = earnedCertificate("Renée Álvarez Ñúñez");
    const jwt = jwtOf(await downloadText(certificate));
    const key = issuerSigningKey();
    expect(decodeProtectedHeader(jwt)).toEqual({
      alg: "EdDSA",
      typ: "vc+jwt",
      cty: "vc",
      kid: key.kid,
    });
    const payload = decodeJwt(jwt);
    const url = `${env.PUBLIC_URL}${certificate.path}`;
    const seconds = Math.floor(new Date(certificate.completedAt).getTime() / 1000);
    const issuer = {
      id: key.did,
      type: ["Profile"],
      name: env.site.name,
      url: `${env.PUBLIC_URL}/`,
    };
    expect(payload).toEqual({
      "@context": [
        "https://www.w3.org/ns/credentials/v2",
        "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      ],
      id: url,
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      name: `Certificado de finalización: ${certificate.courseTitle}`,
      issuer,
      validFrom: new Date(seconds * 1000).toISOString().replace(".000Z", "Z"),
      credentialSubject: {
        type: ["AchievementSubject"],
        identifier: [
          {
            type: "IdentityObject",
            identityType: "name",
            hashed: false,
            identityHash: "Renée Álvarez Ñúñez",
          },
        ],
        achievement: {
          id: `${url}#logro`,
          type: ["Achievement"],
          achievementType: "CertificateOfCompletion",
          name: certificate.courseTitle,
          description: "Curso de 12 horas, 3 módulos, impartido por Ana Instructora.",
          criteria: {
            narrative: `Completar todas las secciones del curso «${certificate.courseTitle}» en ${env.site.name}.`,
          },
          inLanguage: "es",
          creator: issuer,
        },
      },
      iss: key.did,
      jti: url,
      iat: seconds,
      nbf: seconds,
    });
  });

  it("says a live course's certificate was earned by attending it", () => {
    const credential = buildCredential(
      {
        code: "7KQ4M2XD9PRFAB12",
        recipientName: "Ana",
        courseTitle: "Robótica en vivo",
        courseHours: 1,
        moduleCount: 0,
        instructor: "Luis",
        issuerName: "Web Code Academy",
        completedAt: new Date("2026-11-01T12:00:00Z"),
        liveRegistrationId: 4,
      },
      { issuerDid: "did:key:z6Mkexample" },
    );
    expect(credential.id).toBe(`${env.PUBLIC_URL}/certificates/WCA-7KQ4-M2XD-9PRF-AB12`);
    expect(credential.credentialSubject.achievement.description).toBe(
      "Curso en vivo de 1 hora, impartido por Luis.",
    );
    expect(credential.credentialSubject.achievement.criteria.narrative).toBe(
      "Asistir al curso en vivo «Robótica en vivo» de Web Code Academy.",
    );
  });

  it("verifies against the keys /.well-known/jwks.json serves and against the did:key alone", async () => {
    const certificate = earnedCertificate();
    const jwt = jwtOf(await downloadText(certificate));
    const jwks = await jwksLoader().json();
    const byJwks = await jwtVerify(jwt, createLocalJWKSet(jwks), { typ: "vc+jwt" });
    expect(byJwks.payload.id).toBe(`${env.PUBLIC_URL}${certificate.path}`);

    const did = issuerSigningKey().did;
    const key = await importJWK({ kty: "OKP", crv: "Ed25519", x: xOfDid(did) }, "EdDSA");
    const byDid = await jwtVerify(jwt, key, { issuer: did });
    expect(byDid.payload).toEqual(byJwks.payload);
  });

  it("fails verification after one byte of the payload or of the signature is changed", async () => {
    const certificate = earnedCertificate();
    const jwt = jwtOf(await downloadText(certificate));
    const keys = createLocalJWKSet(await jwksLoader().json());
    for (const part of [1, 2] as const) {
      const changed = changeOneByte(jwt, part);
      expect(changed).not.toBe(jwt);
      await expect(jwtVerify(changed, keys), `part ${part}`).rejects.toThrow();
    }
  });

  it("is deterministic: the same certificate downloads as the same bytes", async () => {
    const certificate = earnedCertificate();
    expect(await downloadText(certificate)).toBe(await downloadText(certificate));
  });
});

// --- the documented offline check ----------------------------------------------------------------

describe("docs/certificates.md's offline script", () => {
  const docs = readFileSync(path.join(ROOT, "docs/certificates.md"), "utf8");
  const script = /```js\n([\s\S]*?)```/.exec(docs)![1];

  it("is about ten lines of code", () => {
    const code = script.split("\n").filter((line) => line.trim() && !line.startsWith("//"));
    expect(code.length).toBeLessThanOrEqual(12);
  });

  it("verifies a downloaded file with the did:key and no network, and refuses a changed one", async () => {
    const certificate = earnedCertificate("Íñigo Peña");
    const text = await downloadText(certificate);
    mkdirSync(TMP, { recursive: true });
    const tag = certificate.code;
    const scriptPath = path.join(TMP, `verificar-${tag}.mjs`);
    const good = path.join(TMP, `good-${tag}.json`);
    const bad = path.join(TMP, `bad-${tag}.json`);
    writeFileSync(scriptPath, script);
    writeFileSync(good, text);
    writeFileSync(bad, text.replace(jwtOf(text), changeOneByte(jwtOf(text), 1)));
    const did = issuerSigningKey().did;
    const { stdout } = await run(process.execPath, [scriptPath, good, did], { cwd: ROOT });
    expect(stdout).toContain("Firma válida");
    expect(stdout).toContain("Íñigo Peña");
    await expect(run(process.execPath, [scriptPath, bad, did], { cwd: ROOT })).rejects.toThrow(
      /signature verification failed/,
    );
    // A file signed by someone else's did:key is refused when the academy's DID is passed.
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const forgedDid = `did:key:z${bs58.encode(Uint8Array.from([0xed, 0x01, ...Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url")]))}`;
    const forged = await new SignJWT(decodeJwt(jwtOf(text)))
      .setProtectedHeader({ alg: "EdDSA", typ: "vc+jwt" })
      .setIssuer(forgedDid)
      .sign(privateKey);
    const forgedPath = path.join(TMP, `forged-${tag}.json`);
    writeFileSync(forgedPath, text.replace(jwtOf(text), forged));
    await expect(
      run(process.execPath, [scriptPath, forgedPath, did], { cwd: ROOT }),
    ).rejects.toThrow();
  });

  it("is the script the verification page shows, with the academy's DID filled in", async () => {
    const certificate = earnedCertificate();
    const text = await downloadText(certificate);
    const did = issuerSigningKey().did;
    const shown = offlineCheckScript(did);
    expect(shown).toContain(`const ISSUER = "${did}";`);
    mkdirSync(TMP, { recursive: true });
    const scriptPath = path.join(TMP, `pagina-${certificate.code}.mjs`);
    const good = path.join(TMP, `pagina-${certificate.code}.json`);
    writeFileSync(scriptPath, shown);
    writeFileSync(good, text);
    const { stdout } = await run(process.execPath, [scriptPath, good], { cwd: ROOT });
    expect(stdout).toContain("Firma válida");
    // Apart from where the DID comes from, the same lines as the documented script.
    const lines = (source: string) =>
      source
        .split("\n")
        .filter((line) => line && !line.startsWith("//") && !line.includes("ISSUER ="));
    expect(lines(shown)).toEqual(lines(script));
  });
});

// --- the page: fingerprint and upload ----------------------------------------------------------

describe("the verification page's signed-file section", () => {
  it("gives the key's fingerprint and the issuer's did:key", async () => {
    const certificate = earnedCertificate();
    const outcome = await runRoute(pageLoader, getRequest(certificate.path), {
      code: certificate.code,
    });
    const key = issuerSigningKey();
    expect(outcome.data.signing).toEqual({ kid: key.kid, did: key.did });
    expect(outcome.data.maxUploadKilobytes).toBe(64);
  });
});

describe("POST /certificates/{code}: checking an uploaded file", () => {
  it("the certificate's own file: the signature is valid and the contents match", async () => {
    const certificate = earnedCertificate();
    const outcome = await upload(certificate.code, await downloadText(certificate));
    expect(outcome.status).toBe(200);
    expect(outcome.data.outcome).toEqual({ kind: "valid-and-matches" });
  });

  it("accepts the bare JWT too, as a file or as pasted text", async () => {
    const certificate = earnedCertificate();
    const jwt = jwtOf(await downloadText(certificate));
    expect((await upload(certificate.code, `${jwt}\n`)).data.outcome.kind).toBe(
      "valid-and-matches",
    );
    const pasted = await runRoute(pageAction, formRequest(certificate.path, { credential: jwt }), {
      code: certificate.code,
    });
    expect(pasted.data.outcome).toEqual({ kind: "valid-and-matches" });
  });

  it("a changed file: the signature is not valid", async () => {
    const certificate = earnedCertificate();
    const text = await downloadText(certificate);
    for (const part of [1, 2] as const) {
      const tampered = text.replace(jwtOf(text), changeOneByte(jwtOf(text), part));
      const outcome = await upload(certificate.code, tampered);
      expect(outcome.status).toBe(200);
      expect(outcome.data.outcome).toEqual({ kind: "signature-invalid" });
    }
  });

  it("another certificate's file: says which certificate it is", async () => {
    const mine = earnedCertificate();
    const theirs = earnedCertificate("Otra Persona");
    const outcome = await upload(mine.code, await downloadText(theirs));
    expect(outcome.data.outcome).toEqual({
      kind: "other-certificate",
      code: theirs.code,
      path: theirs.path,
    });
  });

  it("a revoked certificate's file: valid signature, but revoked, with the date and reason", async () => {
    const certificate = earnedCertificate();
    const text = await downloadText(certificate);
    revoke(certificate, "Emitido por error");
    const outcome = await upload(certificate.code, text);
    expect(outcome.status).toBe(200);
    expect(outcome.data.outcome).toEqual({
      kind: "revoked",
      revokedOn: expect.stringContaining("2026"),
      reason: "Emitido por error",
    });
  });

  it("a record changed since signing: names the fields that differ", async () => {
    const certificate = earnedCertificate();
    const text = await downloadText(certificate);
    db.update(certificates)
      .set({ recipientName: "Nombre Distinto", courseHours: 99 })
      .where(eq(certificates.code, certificate.code.replace(/^WCA|-/g, "")))
      .run();
    const outcome = await upload(certificate.code, text);
    expect(outcome.data.outcome).toEqual({
      kind: "mismatch",
      fields: ["Nombre", "Duración, módulos e instructor"],
    });
  });

  it("a file signed by another key, even claiming our issuer: not ours / signature invalid", async () => {
    const certificate = earnedCertificate();
    const payload = decodeJwt(jwtOf(await downloadText(certificate)));
    const { privateKey } = generateKeyPairSync("ed25519");
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: "EdDSA", typ: "vc+jwt", kid: "otra-clave" })
      .setIssuer("did:key:z6MkotraClave")
      .sign(privateKey);
    expect((await upload(certificate.code, foreign)).data.outcome).toEqual({ kind: "not-ours" });
    // The same forgery naming our key and issuer: the signature is what fails.
    const posing = await new SignJWT(payload)
      .setProtectedHeader({ alg: "EdDSA", typ: "vc+jwt", kid: issuerSigningKey().kid })
      .setIssuer(issuerSigningKey().did)
      .sign(privateKey);
    expect((await upload(certificate.code, posing)).data.outcome).toEqual({
      kind: "signature-invalid",
    });
  });

  it("refuses garbage, an empty file, no file, a file too large and an unknown code with a Spanish 4xx", async () => {
    const certificate = earnedCertificate();
    const cases: Array<[string, Request, number]> = [
      ["garbage", uploadRequest(certificate.code, "\u0000\u0001hola"), 400],
      ["JSON but not ours", uploadRequest(certificate.code, '{"id": "x", "type": "y"}'), 400],
      ["deep JSON", uploadRequest(certificate.code, `${"[".repeat(5000)}${"]".repeat(5000)}`), 400],
      ["empty file", uploadRequest(certificate.code, ""), 400],
      ["no file", formRequest(certificate.path, {}), 400],
      [
        "a file just over 64 KB",
        uploadRequest(certificate.code, "a".repeat(MAX_CREDENTIAL_FILE_BYTES + 1)),
        413,
      ],
      ["a 1 MB file", uploadRequest(certificate.code, "a".repeat(1024 * 1024)), 413],
    ];
    for (const [label, request, status] of cases) {
      const outcome = await runRoute(pageAction, request, { code: certificate.code });
      expect(outcome.status, label).toBe(status);
      expect(outcome.data.outcome.kind, label).toBe("refused");
      expect(outcome.data.outcome.message, label).toMatch(/archivo|formulario/);
    }
    const unknown = await runRoute(
      pageAction,
      uploadRequest("WCA-0000-0000-0000-0000", await downloadText(certificate)),
      { code: "WCA-0000-0000-0000-0000" },
    );
    expect(unknown.status).toBe(404);
  });

  it("the model checks any of our files on its own, and names another certificate's when asked about one", async () => {
    const mine = earnedCertificate();
    const theirs = earnedCertificate("Otra Persona");
    const text = await downloadText(theirs);
    expect(await checkCredentialFile(text)).toMatchObject({
      kind: "valid-and-matches",
      certificate: { code: theirs.code },
    });
    expect(await checkCredentialFile(text, { forCode: mine.code })).toMatchObject({
      kind: "other-certificate",
      certificate: { code: theirs.code },
    });
  });

  it("the model bounds its input itself", async () => {
    const big = "a".repeat(MAX_CREDENTIAL_FILE_BYTES + 1);
    expect(await checkCredentialFile(big)).toEqual({ kind: "unreadable" });
  });
});
