import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";

import { requireAdmin, type Admin } from "~/auth/session.server";
import {
  readListQuery,
  readUploadForm,
  redirectWithFailure,
  refuseDomainError,
  refuseInvalid,
  refuseTooLarge,
  uploadedImage,
} from "~/utils/admin-form.server";
import { redirectWithToast } from "~/utils/toast.server";

type Saved = { name: string };
type Upload = { upload: Uint8Array | null };
type Toast = { title: string; description: string };

/**
 * The action of the admin's people pages (Equipo, Testimonios): create and update with an image
 * URL or upload, delete after the confirm step. Each page names its schema, model calls and copy.
 */
export function peopleAction<Input>({
  listUrl,
  schema,
  idKey,
  failureTitles,
  create,
  update,
  remove,
  savedToast,
  deletedToast,
  deleteFallback,
}: {
  listUrl: string;
  schema: z.ZodType<{ intent: "create" | "update" | "delete" }>;
  idKey: string;
  failureTitles: { create: string; update: string };
  create: (admin: Admin, input: Input, upload: Upload) => Promise<Saved>;
  update: (admin: Admin, id: number, input: Input, upload: Upload) => Promise<Saved>;
  remove: (admin: Admin, id: number) => unknown;
  savedToast: (intent: "create" | "update", saved: Saved) => Toast;
  deletedToast: Toast;
  deleteFallback: string;
}) {
  return async ({ request }: ActionFunctionArgs) => {
    const admin = await requireAdmin(request);
    const form = await readUploadForm(request);
    if (!form.ok) {
      const intent = readListQuery(request).editId !== null ? "update" : "create";
      return refuseTooLarge(intent, failureTitles[intent]);
    }
    const { formData } = form;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return refuseInvalid(formData, submission, failureTitles);
    const {
      intent,
      [idKey]: id,
      ...fields
    } = submission.value as Record<string, unknown> & {
      intent: "create" | "update" | "delete";
    };
    if (intent === "delete") {
      try {
        await remove(admin, id as number);
        return redirectWithToast(listUrl, deletedToast);
      } catch (error) {
        return redirectWithFailure(listUrl, error, { fallback: deleteFallback });
      }
    }
    try {
      const upload = { upload: await uploadedImage(formData) };
      const input = fields as Input;
      const saved =
        intent === "update"
          ? await update(admin, id as number, input, upload)
          : await create(admin, input, upload);
      return redirectWithToast(listUrl, savedToast(intent, saved));
    } catch (error) {
      return refuseDomainError(intent, submission, error, failureTitles[intent]);
    }
  };
}
