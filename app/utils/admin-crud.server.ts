import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";

import { requireAdmin, type Admin } from "~/auth/session.server";
import type { MoveResult } from "~/models/syllabus.server";
import type { MoveDirection } from "~/schemas/syllabus";
import {
  answerDelete,
  answerMove,
  answerSave,
  readAdminForm,
  readListQuery,
  redirectWithFailure,
  refuseInvalid,
  refuseTooLarge,
  uploadedImage,
} from "~/utils/admin-form.server";
import type { AdminCopy } from "~/utils/admin-copy.server";
import { assertFormFits } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/upload-form.server";

type Posted<Value, Intent> = Omit<Extract<Value, { intent: Intent }>, "intent">;
/** The image file posted beside the image URL (null when none was chosen). */
export type AdminUpload = { upload: Uint8Array | null };

/**
 * An admin entity's page action, as its route declares it beside the schema of its forms (one
 * union on `intent`, `schemas/admin.ts`): the model calls for each intent, and what its answers say
 * (`admin-copy.server.ts`). docs/decisions/129 walks through adding one.
 */
export type AdminEntity<Value extends { intent: string }, Saved> = {
  /** The list page: where every answer goes back to. */
  listUrl: string;
  /** The forms carry an image file (multipart, the photo limit) beside the image URL. */
  uploads?: boolean;
  /** Fields the URL decides (the parent row's id), set over whatever the form posted. */
  fromUrl?: Record<string, number>;
  /**
   * For an entity under a parent row in the URL (a course's modules): finds the posted item among
   * the parent's, throwing a 404 DomainError for another parent's, before any intent but create.
   */
  owns?: (posted: Posted<Value, Exclude<Value["intent"], "create">>) => unknown;
  /** Fields dropped before validation (a course's live settings when it is not live). */
  ignore?: (formData: FormData) => void;
  create: (
    admin: Admin,
    input: Posted<Value, "create">,
    image: AdminUpload,
  ) => Saved | Promise<Saved>;
  update: (
    admin: Admin,
    input: Posted<Value, "update">,
    image: AdminUpload,
  ) => Saved | Promise<Saved>;
  remove: (admin: Admin, posted: Posted<Value, "delete">) => unknown;
  move?: (admin: Admin, posted: Posted<Value, "move">) => MoveResult;
  toggle?: (admin: Admin, posted: Posted<Value, "toggle">) => Saved;
  copy: AdminCopy<Saved>;
};

/**
 * The action of an admin entity's page: admin check, then `define` (which may answer 404 for a
 * parent row the URL names but the database lacks), the body read within its limit, the schema,
 * and the intent's model call answered with a redirect and toast (Post/Redirect/Get) or the
 * refusal shown next to the form that sent it.
 */
export async function adminCrudAction<Value extends { intent: string }, Saved>(
  { request, params }: ActionFunctionArgs,
  schema: z.ZodType<Value>,
  define: (params: ActionFunctionArgs["params"]) => AdminEntity<Value, Saved>,
) {
  const admin = await requireAdmin(request);
  const entity = define(params);
  const { listUrl, copy } = entity;
  let formData: FormData;
  if (entity.uploads) {
    const form = await readUploadForm(request);
    if (!form.ok) {
      const intent = readListQuery(request).editId !== null ? "update" : "create";
      return refuseTooLarge(intent, copy.failed[intent], form);
    }
    formData = form.formData;
  } else {
    formData = await readAdminForm(request);
  }
  for (const [field, id] of Object.entries(entity.fromUrl ?? {})) formData.set(field, String(id));
  entity.ignore?.(formData);
  assertFormFits(formData, schema);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return refuseInvalid(formData, submission, copy.failed);

  // The union's members, by intent: zod checked that `intent` names the member.
  const { intent, ...posted } = submission.value as { intent: string } & Record<string, unknown>;
  const owned = <Result>(call: () => Result) => {
    if (intent !== "create")
      entity.owns?.(posted as Posted<Value, Exclude<Value["intent"], "create">>);
    return call();
  };
  switch (intent) {
    case "create":
    case "update":
      return answerSave(intent, submission, {
        listUrl,
        failureTitle: copy.failed[intent],
        save: async () => {
          const image = { upload: entity.uploads ? await uploadedImage(formData) : null };
          return intent === "create"
            ? entity.create(admin, posted as Posted<Value, "create">, image)
            : owned(() => entity.update(admin, posted as Posted<Value, "update">, image));
        },
        toast: (saved) => copy.saved(intent, saved),
      });
    case "delete":
      return answerDelete({
        listUrl,
        remove: () => owned(() => entity.remove(admin, posted as Posted<Value, "delete">)),
        toast: copy.deleted,
        fallback: copy.deleteFailed,
      });
    case "move": {
      const { move } = entity;
      const moved = copy.moved;
      if (!move || !moved) break;
      const input = posted as Posted<Value, "move"> & { direction: MoveDirection };
      return answerMove({
        listUrl,
        move: () => owned(() => move(admin, input)),
        anchorOf: moved.anchorOf,
        toast: (row) => moved.toast(row, input.direction),
        fallback: moved.failed,
      });
    }
    case "toggle": {
      const { toggle } = entity;
      const toggled = copy.toggled;
      if (!toggle || !toggled) break;
      try {
        return redirectWithToast(
          listUrl,
          toggled(owned(() => toggle(admin, posted as Posted<Value, "toggle">))),
        );
      } catch (error) {
        return redirectWithFailure(listUrl, error, {
          title: copy.failed.update,
          fallback: copy.failed.update,
        });
      }
    }
  }
  throw new Error(`The admin schema accepts an intent its page does not handle: ${intent}`);
}
