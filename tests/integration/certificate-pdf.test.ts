import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

// Every PDF document made, counted: one per render of a certificate.
const pdfDocuments = vi.hoisted(() => ({ made: 0 }));
vi.mock("pdfkit", async (importOriginal) => {
  const { default: PDFDocument } = await importOriginal<{ default: typeof import("pdfkit") }>();
  class CountedDocument extends PDFDocument {
    constructor(...args: ConstructorParameters<typeof PDFDocument>) {
      super(...args);
      pdfDocuments.made++;
    }
  }
  return { default: CountedDocument };
});

import { certificates } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
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
  reissueCertificate,
} from "~/models/certificate.server";
import { issuerSigningKey } from "~/models/issuer-key.server";
import { loader as pdfLoader } from "~/routes/certificates.$code[.pdf]";
import { loader as profileLoader } from "~/routes/profile";

import { insertTestCourse, insertTestModule } from "../support/courses";
import { decodeQr, drawnQrMatrix, drawnText, infoString, pageCount } from "../support/pdf-text";
import { getRequest } from "../support/requests";
import { runRoute } from "../support/route-outcome";
import { cookieFor, insertTestUser } from "../support/users";

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
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
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

describe("the rendered file is kept", () => {
  async function pdfBytes(code: string) {
    const response = await getPdf(code);
    expect(response.status).toBe(200);
    return { etag: response.headers.get("ETag"), pdf: Buffer.from(await response.arrayBuffer()) };
  }

  it("a second request, and ten at once, are served without drawing the file again", async () => {
    const { code } = issueFor("Sofía Ramírez");
    const before = pdfDocuments.made;
    const first = await pdfBytes(code);
    expect(pdfDocuments.made).toBe(before + 1);
    const again = await pdfBytes(code);
    expect(again.pdf.equals(first.pdf)).toBe(true);
    expect(pdfDocuments.made).toBe(before + 1);

    const { code: other } = issueFor("Tomás Herrera");
    const together = await Promise.all(Array.from({ length: 10 }, () => pdfBytes(other)));
    expect(pdfDocuments.made).toBe(before + 2);
    for (const { pdf } of together) expect(pdf.equals(together[0].pdf)).toBe(true);
  });

  it("a revoked certificate's file is drawn anew", async () => {
    const { code } = issueFor("Valeria Castro");
    const valid = await pdfBytes(code);
    revoke(code, "Datos incorrectos");
    const revoked = await pdfBytes(code);
    expect(revoked.etag).not.toBe(valid.etag);
    expect(drawnText(valid.pdf).join(" ")).not.toContain("REVOCADO");
    expect(drawnText(revoked.pdf).join(" ")).toContain("Motivo: Datos incorrectos");
  });

  it("a re-issued certificate's file names its replacement; the new one has the new name", async () => {
    const { code, row } = issueFor("Julián Mora");
    const valid = await pdfBytes(code);
    const reissued = reissueCertificate(insertTestUser("admin") as Admin, row.id, {
      recipientName: "Julián Mora Vega",
    });
    const replaced = await pdfBytes(code);
    expect(replaced.etag).not.toBe(valid.etag);
    // A long line is drawn in pieces: the code may be split across two.
    expect(drawnText(replaced.pdf).join("").replace(/\s+/g, "")).toContain(
      `reemplazadopor${reissued.code}`,
    );
    expect(drawnText((await pdfBytes(reissued.code)).pdf)).toContain("Julián Mora Vega");
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
      "Este certificado fue revocado el 2 de marzo de 2026 y ya no es válido. Motivo: Se detectó plagio.",
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
