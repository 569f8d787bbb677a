import * as z from "zod";

import { nameField } from "~/schemas/auth";
import { cleaned, idField } from "~/schemas/fields";

/**
 * The admin's certificate forms (decision 112): /admin/certificates posts `revoke` or `reissue`,
 * /admin/registrations posts `issue-certificate`; each page parses its forms with one
 * discriminated union, like `schemas/profile.ts`. The model checks the reason's length again.
 */

export const REASON_MIN = 3;
export const REASON_MAX = 500;
const REASON_MESSAGE = `Escribe el motivo (entre ${REASON_MIN} y ${REASON_MAX} caracteres).`;

const certificateId = idField("Certificado no encontrado");

const reasonField = cleaned(
  z
    .string({ error: REASON_MESSAGE })
    .min(REASON_MIN, REASON_MESSAGE)
    .max(REASON_MAX, REASON_MESSAGE),
);

/** Optional on a re-issue (the revocation then reads "Certificado reemplazado por WCA-…"). */
const optionalReasonField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  reasonField.optional(),
);

export const RevokeCertificateSchema = z.object({
  intent: z.literal("revoke"),
  certificateId,
  reason: reasonField,
});

export const ReissueCertificateSchema = z.object({
  intent: z.literal("reissue"),
  certificateId,
  recipientName: nameField,
  reason: optionalReasonField,
});

export const certificateActionSchema = z.discriminatedUnion("intent", [
  RevokeCertificateSchema,
  ReissueCertificateSchema,
]);

export const CERTIFICATE_INTENTS = ["revoke", "reissue"] as const;
export type CertificateIntent = (typeof CERTIFICATE_INTENTS)[number];

export const registrationActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("issue-certificate"),
    registrationId: idField("Registro no encontrado"),
  }),
]);
