import { inflateSync } from "node:zlib";

import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";

import { certificates } from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import {
  certificateQrMatrix,
  renderCertificatePdf,
  toWinAnsi,
} from "~/models/certificate-pdf.server";
import {
  findCertificateByCode,
  formatCertificateCode,
  issueCertificateIn,
} from "~/models/certificate.server";
import { issuerSigningKey } from "~/models/issuer-key.server";
import { loader as pdfLoader } from "~/routes/certificates.$code[.pdf]";
import { loader as profileLoader } from "~/routes/profile";

import { insertTestCourse, insertTestModule } from "../support/courses";
import { getRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

// --- Reading a PDF without a PDF library --------------------------------------------------------

/** Every content stream of the file, inflated when pdfkit compressed it (FlateDecode). */
function contentStreams(pdf: Buffer) {
  const streams: string[] = [];
  const source = pdf.toString("latin1");
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match; (match = pattern.exec(source));) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    const body = match[1].includes("/FlateDecode") ? inflateSync(raw) : raw;
    streams.push(body.toString("latin1"));
  }
  return streams;
}

/** WinAnsi bytes 0x80–0x9F that are not Latin-1 (the rest of the encoding is). */
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: "€", 0x91: "‘", 0x92: "’", 0x93: "“" };

/**
 * The text drawn with the standard fonts, one string per `TJ`: pdfkit writes each line as an
 * array of hex strings (WinAnsi bytes) split by kerning numbers.
 */
function drawnText(pdf: Buffer) {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [, array] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      let line = "";
      for (const [, hex] of array.matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (const byte of Buffer.from(hex, "hex")) {
          line += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
        }
      }
      lines.push(line);
    }
  }
  return lines;
}

/** The QR code as drawn: the rectangles after the first `cm` that scales to module units. */
function drawnQrMatrix(pdf: Buffer) {
  for (const stream of contentStreams(pdf)) {
    const lines = stream.split("\n");
    const start = lines.findIndex(
      (line, i) => /^(\S+) 0 0 \1 0 0 cm$/.test(line) && / re$/.test(lines[i + 1] ?? ""),
    );
    if (start < 0) continue;
    const rects: number[][] = [];
    for (let i = start + 1; / re$/.test(lines[i]); i++) rects.push(lines[i].split(" ").map(Number));
    const size = Math.max(...rects.map(([x, , w]) => x + w));
    const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [x, y, w, h] of rects) {
      expect(h).toBe(1);
      for (let col = x; col < x + w; col++) matrix[y][col] = true;
    }
    return matrix;
  }
  throw new Error("no QR code drawn");
}

/** A module matrix as an RGBA image (4 px a module, 4 modules of quiet zone) decoded by jsQR. */
function decodeQr(matrix: boolean[][]) {
  const scale = 4;
  const side = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      if (matrix[row]?.[col]) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** A document information string (`/Title 12 0 R` → `12 0 obj (…)`), UTF-16BE after a BOM. */
function infoString(pdf: Buffer, key: string) {
  const raw = pdf.toString("latin1");
  const ref = raw.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1];
  const start = raw.indexOf(`\n${ref} 0 obj\n(`) + `\n${ref} 0 obj\n(`.length;
  let bytes = "";
  for (let i = start; raw[i] !== ")"; i++) bytes += raw[i] === "\\" ? raw[++i] : raw[i];
  const buffer = Buffer.from(bytes, "latin1");
  if (buffer[0] !== 0xfe || buffer[1] !== 0xff) return bytes;
  return buffer.subarray(2).swap16().toString("utf16le");
}

function pageCount(pdf: Buffer) {
  return pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
}

// --- Fixtures -------------------------------------------------------------------------------------

function issueFor(name: string, courseFields: Parameters<typeof insertTestCourse>[0] = {}) {
  const course = insertTestCourse({ instructor: "Ana Instructora", duration: 12, ...courseFields });
  insertTestModule(course.id, 1);
  const user = insertTestUser("student", { name });
  const row = db.transaction((tx) => issueCertificateIn(tx, user.id, course.id))!;
  return { course, user, row, code: formatCertificateCode(row.code) };
}

function revoke(code: string, reason: string) {
  db.update(certificates)
    .set({ revokedAt: new Date("2026-03-02T18:00:00Z"), revocationReason: reason })
    .where(eq(certificates.code, code.replace(/^WCA-|-/g, "")))
    .run();
}

async function getPdf(code: string, headers: Record<string, string> = {}) {
  const request = getRequest(`/certificates/${encodeURIComponent(code)}.pdf`, { headers });
  // A resource route answers a Response (or throws one); either is what the client gets.
  return (await pdfLoader({ request, params: { code }, context: {} }).catch(
    (thrown: unknown) => thrown,
  )) as Response;
}

const verificationUrl = (code: string) => `${env.PUBLIC_URL}/certificates/${code}`;

// --- Route ----------------------------------------------------------------------------------------

describe("GET /certificates/{code}.pdf", () => {
  it("answers the PDF inline, public, revalidated, not indexed", async () => {
    const { code } = issueFor("María José López Ñúñez");
    const response = await getPdf(code);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="certificado-${code}.pdf"`,
    );
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(response.headers.get("Content-Length"))).toBe(pdf.length);
    expect(pdf.length).toBeLessThan(100 * 1024);
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once the certificate is revoked", async () => {
    const { code } = issueFor("Carlos Pérez");
    const etag = (await getPdf(code)).headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getPdf(code, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    revoke(code, "Emitido por error");
    const afterRevocation = await getPdf(code, { "If-None-Match": etag });
    expect(afterRevocation.status).toBe(200);
    expect(afterRevocation.headers.get("ETag")).not.toBe(etag);
  });

  it("redirects another spelling of the code to the canonical file (301)", async () => {
    const { code } = issueFor("Lucía Gómez");
    const sloppy = code.toLowerCase().replace(/-/g, "").replace(/0/g, "o");
    const response = await getPdf(sloppy);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/certificates/${code}.pdf`);
  });

  it.each([
    ["an unknown code", "WCA-0000-0000-0000-0000"],
    ["a malformed code", "no-es-un-codigo"],
    ["an overlong value", "W".repeat(500)],
    ["hostile text", "<script>alert(1)</script>"],
  ])("%s is a plain Spanish 404, never a 500", async (_, code) => {
    const response = await getPdf(code);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Certificado no encontrado: revisa el código.");
  });
});

// --- The document ---------------------------------------------------------------------------------

describe("the certificate PDF", () => {
  it("is one A4 landscape page with the name, course, code, link and key fingerprint in Spanish", async () => {
    const { code } = issueFor("María José López Ñúñez", { title: "¿Qué es HTML? ¡Empieza aquí!" });
    const pdf = await renderCertificatePdf(findCertificateByCode(code)!);
    expect(pageCount(pdf)).toBe(1);
    // A4 landscape: 842 × 595 points.
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = drawnText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        env.site.name,
        "CERTIFICADO DE FINALIZACIÓN",
        "Se otorga a",
        "María José López Ñúñez",
        "por completar el curso",
        "¿Qué es HTML? ¡Empieza aquí!",
        "12 horas  ·  1 módulo  ·  Instructor: Ana Instructora",
        code,
        verificationUrl(code),
        `Huella de la clave de firma: ${issuerSigningKey().kid}`,
      ]),
    );
    expect(text.some((line) => /^Completado el \d{1,2} de \p{L}+ de \d{4}$/u.test(line))).toBe(
      true,
    );
    expect(text).not.toContain("REVOCADO");
    // The document's metadata.
    expect(pdf.toString("latin1")).toContain("/Lang (es-MX)");
    expect(infoString(pdf, "Title")).toBe(`Certificado ${code}: ¿Qué es HTML? ¡Empieza aquí!`);
    expect(infoString(pdf, "Author")).toBe(env.site.name);
  });

  it("draws a QR code that decodes to the verification URL", async () => {
    const { code } = issueFor("Ana QR");
    const pdf = await renderCertificatePdf(findCertificateByCode(code)!);
    const drawn = drawnQrMatrix(pdf);
    expect(drawn).toEqual(certificateQrMatrix(verificationUrl(code)));
    expect(decodeQr(drawn)).toBe(verificationUrl(code));
  });

  it("a revoked certificate carries the REVOCADO watermark, the date and the reason", async () => {
    const { code } = issueFor("Pedro Revocado");
    revoke(code, "Se detectó plagio");
    const response = await getPdf(code);
    expect(response.status).toBe(200);
    const text = drawnText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("REVOCADO");
    expect(text).toContain(
      "Este certificado fue revocado el 2 de marzo de 2026 y ya no es válido. Motivo: Se detectó plagio",
    );
  });

  it("is the same bytes every time (fixed dates), and small", async () => {
    const { code } = issueFor("Determinista");
    const view = findCertificateByCode(code)!;
    const [a, b] = await Promise.all([renderCertificatePdf(view), renderCertificatePdf(view)]);
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBeLessThan(100 * 1024);
  });

  it("a very long name and title still fit on one page", async () => {
    const { code } = issueFor("Nombre ".repeat(20).trim(), { title: "Curso ".repeat(30).trim() });
    const pdf = await renderCertificatePdf(findCertificateByCode(code)!);
    expect(pageCount(pdf)).toBe(1);
    // Too long for one line even at the smallest size: it wraps onto a second one.
    const text = drawnText(pdf).join(" ").replace(/\s+/g, " ");
    expect(text).toContain("Nombre ".repeat(20).trim());
    expect(text).toContain("Curso ".repeat(30).trim());
  });

  it("prints characters the standard fonts lack without their accent, or as ?", () => {
    expect(toWinAnsi("José Ñandú ¿¡«»€")).toBe("José Ñandú ¿¡«»€");
    expect(toWinAnsi("Łukasz Dvořák Erdős 王")).toBe("?ukasz Dvorák Erdos ?");
  });
});

// --- Profile --------------------------------------------------------------------------------------

describe("'Mis certificados' links", () => {
  it("gives each certificate its PDF, absolute verification URL and LinkedIn add-to-profile URL", async () => {
    const { user, code, course } = issueFor("Perfil Uno");
    const profile = await runRoute(
      profileLoader,
      getRequest("/profile", { cookie: await cookieFor(user.id) }),
    );
    const [item] = profile.data.certificates;
    expect(item.pdfPath).toBe(`/certificates/${code}.pdf`);
    expect(item.verificationUrl).toBe(verificationUrl(code));
    const linkedIn = new URL(item.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
    const completed = new Date(findCertificateByCode(code)!.completedAt);
    const [year, month] = new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "numeric",
      timeZone: "America/Mexico_City",
    })
      .format(completed)
      .split("-");
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: course.title,
      organizationName: env.site.name,
      issueYear: year,
      issueMonth: String(Number(month)),
      certUrl: verificationUrl(code),
      certId: code,
    });
  });
});
