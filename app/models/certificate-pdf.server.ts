import { createHash } from "node:crypto";

import PDFDocument from "pdfkit";
import QRCode from "qrcode";

import type { CertificateView } from "~/models/certificate.server";
import { issuerSigningKey } from "~/models/issuer-key.server";
import { certificateVerificationUrl } from "~/utils/certificate-links.server";
import { formatLongDate } from "~/utils/dates";
import { asSentence } from "~/utils/spanish-text";

/**
 * The printable certificate: one A4 landscape page drawn by pdfkit on the server (no headless
 * browser). Decision 108: the 14 standard PDF fonts (nothing embedded, so a file is a few KB), the
 * QR code drawn as vector squares (sharp at any zoom, a few hundred bytes), and the same bytes for
 * the same certificate (the creation date is the completion date).
 */

// Brand colours (tailwind.config.ts `brand`, and the logo's gradient).
const BRAND_500 = "#337dff";
const BRAND_700 = "#1447e1";
const BRAND_900 = "#19378f";
const LOGO_VIOLET = "#7c3aed";
const INK = "#0f172a"; // slate-900
const MUTED = "#475569"; // slate-600
const RED = "#dc2626"; // red-600

// A4 landscape in points (1/72 in).
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const FRAME = 24;
const CONTENT_X = 72;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * CONTENT_X;

/** Where the QR code sits and how large one module is (points). Exported for the tests. */
export const QR_LAYOUT = { x: PAGE_WIDTH - CONTENT_X - 112, y: 404, size: 112 } as const;

// --- Text for the standard fonts ---------------------------------------------------------------

/** Characters outside Latin-1 that WinAnsi (the standard fonts' encoding) still has. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string) {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/**
 * Text the standard fonts can print: Spanish (á, ñ, ¡, ¿, «») is all there. Anything else loses its
 * accent when it has one (ő → o, ł stays "?"); the verification page always shows the exact name.
 */
export function toWinAnsi(text: string) {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (isWinAnsi(char)) out += char;
    else if (/\s/u.test(char)) out += " ";
    else {
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += [...base].every(isWinAnsi) && base !== char ? base : "?";
    }
  }
  return out;
}

// --- Pieces -----------------------------------------------------------------------------------------

/** The QR code's modules (true = dark), row by row: what the PDF draws. */
export function certificateQrMatrix(url: string) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const rows: boolean[][] = [];
  for (let row = 0; row < modules.size; row++) {
    rows.push(Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1));
  }
  return rows;
}

type Doc = PDFKit.PDFDocument;

/** The logo (public/logo.svg, 64 × 64 units): a rounded square with a gradient and "</>" in white. */
function drawLogo(doc: Doc, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  const gradient = doc.linearGradient(0, 0, 64, 64).stop(0, BRAND_500).stop(1, LOGO_VIOLET);
  doc.roundedRect(0, 0, 64, 64, 14).fill(gradient);
  doc
    .path("M24 22 14 32l10 10M40 22l10 10-10 10M35 18l-6 28")
    .lineWidth(5)
    .lineCap("round")
    .lineJoin("round")
    .stroke("#ffffff");
  doc.restore();
}

/** Dark modules as one filled path, adjacent squares of a row merged into one rectangle. */
function drawQr(doc: Doc, matrix: boolean[][]) {
  const module = QR_LAYOUT.size / matrix.length;
  doc.save().translate(QR_LAYOUT.x, QR_LAYOUT.y).scale(module);
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < row.length && row[end + 1]) end++;
      doc.rect(x, y, end - x + 1, 1);
      x = end;
    }
  });
  doc.fill(INK).restore();
}

/**
 * A centred line as large as fits (from `max` down to `min` points); text too long even at `min`
 * wraps within `height` (a second line), cut with an ellipsis beyond it.
 */
function fitted(
  doc: Doc,
  text: string,
  font: string,
  { max, min, y, height }: { max: number; min: number; y: number; height: number },
) {
  const line = toWinAnsi(text);
  doc.font(font);
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(line) > CONTENT_WIDTH) size -= 1;
  doc.fontSize(size);
  const oneLine = doc.widthOfString(line) <= CONTENT_WIDTH;
  centered(doc, line, y, oneLine ? { lineBreak: false } : { height, ellipsis: true, lineGap: -2 });
}

function centered(doc: Doc, text: string, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(toWinAnsi(text), CONTENT_X, y, { width: CONTENT_WIDTH, align: "center", ...options });
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Bump when the layout changes, so caches drop files drawn the old way. */
const LAYOUT_VERSION = 1;

/**
 * The file's entity tag, from everything drawn on it (the certificate, its address, the signing
 * key): known without drawing the PDF, so a revalidation costs one database read.
 */
export function certificatePdfEtag(certificate: CertificateView) {
  const drawn = [
    LAYOUT_VERSION,
    certificate,
    certificateVerificationUrl(certificate),
    issuerSigningKey().kid,
  ];
  return `"${createHash("sha256").update(JSON.stringify(drawn)).digest("base64url").slice(0, 27)}"`;
}

// --- The document -----------------------------------------------------------------------------------

export type CertificatePdfOptions = {
  /** Uncompressed content streams, for tests that read the drawn text. */
  compress?: boolean;
};

/** The certificate as a PDF file. */
export function renderCertificatePdf(
  certificate: CertificateView,
  { compress = true }: CertificatePdfOptions = {},
): Promise<Buffer> {
  const url = certificateVerificationUrl(certificate);
  const { kid } = issuerSigningKey();
  const completedAt = new Date(certificate.completedAt);
  const revoked = certificate.status === "revoked";
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    compress,
    // Transparency (the REVOCADO watermark) is PDF 1.4.
    pdfVersion: "1.4",
    lang: "es-MX",
    displayTitle: true,
    info: {
      // Metadata strings are UTF-16 (any name prints right in the viewer's title bar).
      Title: `Certificado ${certificate.code}: ${certificate.courseTitle}`,
      Author: certificate.issuerName,
      Subject: `${certificate.recipientName} completó el curso «${certificate.courseTitle}»${revoked ? " (REVOCADO)" : ""}`,
      Keywords: `certificado, ${certificate.code}`,
      Creator: certificate.issuerName,
      // Fixed dates make the file the same bytes every time (pdfkit's file id hashes the info).
      CreationDate: completedAt,
      ModDate: completedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Frame: a brand band on the left edge and a thin border.
  doc.rect(0, 0, PAGE_WIDTH, PAGE_HEIGHT).fill("#ffffff");
  doc
    .rect(FRAME, FRAME, PAGE_WIDTH - 2 * FRAME, PAGE_HEIGHT - 2 * FRAME)
    .lineWidth(1.5)
    .stroke(BRAND_700);
  doc
    .rect(FRAME + 6, FRAME + 6, PAGE_WIDTH - 2 * FRAME - 12, PAGE_HEIGHT - 2 * FRAME - 12)
    .lineWidth(0.5)
    .stroke(BRAND_500);

  // Brand.
  drawLogo(doc, CONTENT_X, 56, 36);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(BRAND_900)
    .text(toWinAnsi(certificate.issuerName), CONTENT_X + 46, 66, { lineBreak: false });

  // The certificate.
  doc.fillColor(BRAND_700).font("Helvetica-Bold").fontSize(13);
  centered(doc, "CERTIFICADO DE FINALIZACIÓN", 120, { characterSpacing: 3 });
  doc.fillColor(MUTED).font("Helvetica").fontSize(13);
  centered(doc, "Se otorga a", 158);
  doc.fillColor(INK);
  fitted(doc, certificate.recipientName, "Times-BoldItalic", {
    max: 40,
    min: 18,
    y: 182,
    height: 46,
  });
  doc
    .moveTo(PAGE_WIDTH / 2 - 160, 232)
    .lineTo(PAGE_WIDTH / 2 + 160, 232)
    .lineWidth(0.75)
    .stroke(BRAND_500);
  doc.fillColor(MUTED).font("Helvetica").fontSize(13);
  centered(doc, "por completar el curso", 246);
  doc.fillColor(BRAND_900);
  fitted(doc, certificate.courseTitle, "Helvetica-Bold", { max: 24, min: 13, y: 268, height: 36 });
  doc.fillColor(INK).font("Helvetica").fontSize(12);
  centered(
    doc,
    [
      plural(certificate.courseHours, "hora", "horas"),
      ...(certificate.moduleCount > 0
        ? [plural(certificate.moduleCount, "módulo", "módulos")]
        : []),
      `Instructor: ${certificate.instructor}`,
    ].join("  ·  "),
    310,
    { lineBreak: false },
  );
  centered(doc, `Completado el ${formatLongDate(completedAt)}`, 330, { lineBreak: false });

  // Who issued it and how to check it (bottom left), the QR code (bottom right).
  const textWidth = QR_LAYOUT.x - CONTENT_X - 24;
  const line = (text: string, y: number, font = "Helvetica", size = 9, color = MUTED) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(toWinAnsi(text), CONTENT_X, y, { width: textWidth, lineBreak: false });
  line(`Emitido por ${certificate.issuerName}`, 410, "Helvetica-Bold", 11, INK);
  line("Código del certificado", 436);
  line(certificate.code, 448, "Courier-Bold", 13, INK);
  line("Verifica este certificado en", 472);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(BRAND_700)
    .text(url, CONTENT_X, 484, { width: textWidth, lineBreak: false, link: url });
  line(`Huella de la clave de firma: ${kid}`, 508, "Helvetica", 7.5);
  drawQr(doc, certificateQrMatrix(url));
  doc
    .font("Helvetica")
    .fontSize(7)
    .fillColor(MUTED)
    .text("Escanea para verificar", QR_LAYOUT.x, QR_LAYOUT.y + QR_LAYOUT.size + 4, {
      width: QR_LAYOUT.size,
      align: "center",
      lineBreak: false,
    });

  if (revoked) {
    const reason = certificate.revocationReason
      ? ` Motivo: ${asSentence(certificate.revocationReason)}`
      : "";
    const on = certificate.revokedAt
      ? ` el ${formatLongDate(new Date(certificate.revokedAt))}`
      : "";
    doc.fillColor(RED).font("Helvetica-Bold").fontSize(11);
    centered(doc, `Este certificado fue revocado${on} y ya no es válido.${reason}`, 356, {
      height: 36,
      ellipsis: true,
    });
    // The watermark across the page, behind nothing: translucent so the text stays legible.
    doc.save();
    doc.rotate(-28, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
    doc.fillColor(RED).fillOpacity(0.16).font("Helvetica-Bold").fontSize(130);
    doc.text("REVOCADO", 0, PAGE_HEIGHT / 2 - 65, {
      width: PAGE_WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.restore();
  }

  doc.end();
  return done;
}

// --- Rendered files -------------------------------------------------------------------------------

/**
 * Rendered files by ETag, least recently used first. A render takes ~25 ms of the one thread, and
 * the bytes only change when the ETag does (a revocation, a re-issue, a new key or layout), so a
 * file is drawn once and then served from here. A file is ~10 KB: the cap keeps ~100 of them.
 */
const MAX_CACHED_PDF_BYTES = 1024 * 1024;
const renderedPdfs = new Map<string, Buffer>();
let renderedPdfBytes = 0;
/** Renders under way, so the same file asked for many times at once is drawn once. */
const pendingPdfs = new Map<string, Promise<Buffer>>();

function keepRenderedPdf(etag: string, pdf: Buffer) {
  if (pdf.length > MAX_CACHED_PDF_BYTES) return;
  renderedPdfs.set(etag, pdf);
  renderedPdfBytes += pdf.length;
  for (const [oldest, bytes] of renderedPdfs) {
    if (renderedPdfBytes <= MAX_CACHED_PDF_BYTES) break;
    renderedPdfs.delete(oldest);
    renderedPdfBytes -= bytes.length;
  }
}

/** The certificate's file for its ETag (`certificatePdfEtag`): rendered once, then kept. */
export function certificatePdf(certificate: CertificateView, etag: string): Promise<Buffer> {
  const kept = renderedPdfs.get(etag);
  if (kept) {
    // Most recently used last: eviction takes from the front.
    renderedPdfs.delete(etag);
    renderedPdfs.set(etag, kept);
    return Promise.resolve(kept);
  }
  const pending = pendingPdfs.get(etag);
  if (pending) return pending;
  const render = renderCertificatePdf(certificate)
    .then((pdf) => {
      keepRenderedPdf(etag, pdf);
      return pdf;
    })
    .finally(() => pendingPdfs.delete(etag));
  pendingPdfs.set(etag, render);
  return render;
}
