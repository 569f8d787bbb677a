import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";

import { requireAdmin, type Admin } from "~/auth/session.server";
import {
  answerDelete,
  answerSave,
  readListQuery,
  refuseInvalid,
  refuseTooLarge,
  uploadedImage,
} from "~/utils/admin-form.server";
import { assertFormFits } from "~/utils/request.server";
import { readUploadForm } from "~/utils/upload-form.server";

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
      return refuseTooLarge(intent, failureTitles[intent], form);
    }
    const { formData } = form;
    assertFormFits(formData, schema);
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
      return answerDelete({
        listUrl,
        remove: () => remove(admin, id as number),
        toast: deletedToast,
        fallback: deleteFallback,
      });
    }
    return answerSave(intent, submission, {
      listUrl,
      failureTitle: failureTitles[intent],
      save: async () => {
        const upload = { upload: await uploadedImage(formData) };
        const input = fields as Input;
        return intent === "update"
          ? update(admin, id as number, input, upload)
          : create(admin, input, upload);
      },
      toast: (saved) => savedToast(intent, saved),
    });
  };
}
