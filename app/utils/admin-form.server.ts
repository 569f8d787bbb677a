import type { Submission } from "@conform-to/react";

import { DomainError } from "~/models/errors.server";
import { ADMIN_INTENTS, IMAGE_FILE_FIELD, type AdminIntent } from "~/schemas/admin";
import { PHOTO_TOO_LARGE_MESSAGE } from "~/schemas/profile";
import { postedIntent, refuse, replyWithDomainError } from "~/utils/form-reply.server";
import { notFound } from "~/utils/invariant";
import { readFormBody } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

// What every admin page action shares: reading the (possibly multipart) body, the uploaded image,
// the failure reply shown next to the form, and the error toast of a failed delete.

/** A form without uploads (the usual 100 KB limit, 413 beyond). */
export async function readAdminForm(request: Request) {
  return (await readFormBody(request)).formData;
}

/**
 * The answer to an upload over the limit (`readUploadForm`): the photo rule's message under the
 * image field; a connection whose body was left unread is closed.
 */
export function refuseTooLarge(
  intent: AdminIntent | null,
  title: string,
  { bodyLeftUnread }: { bodyLeftUnread: boolean },
) {
  return refuse(
    intent,
    413,
    { status: "error", error: { image: [PHOTO_TOO_LARGE_MESSAGE] } },
    { title, message: PHOTO_TOO_LARGE_MESSAGE },
    bodyLeftUnread ? { Connection: "close" } : undefined,
  );
}

/** The uploaded image's bytes, or null when the file input was left empty. */
export async function uploadedImage(formData: FormData) {
  const file = formData.get(IMAGE_FILE_FIELD);
  if (!(file instanceof File) || file.size === 0) return null;
  return new Uint8Array(await file.arrayBuffer());
}

const VALIDATION_MESSAGE = "Revisa los campos marcados.";

/**
 * A submission the schema refused (400): the field errors, and above the form the failure title
 * ('Error al crear el curso'...; 'Error' for an intent naming no valid row). A create or update
 * says to check the marked fields; any other intent's form has no fields to mark, so it says the
 * first error.
 */
export function refuseInvalid<Intent extends string = AdminIntent>(
  formData: FormData,
  submission: Submission<unknown>,
  titles: Partial<Record<Intent, string>>,
  intents: readonly Intent[] = ADMIN_INTENTS as readonly string[] as readonly Intent[],
) {
  const intent = postedIntent(formData, intents);
  const title = (intent && titles[intent]) ?? "Error";
  const result = submission.reply();
  const firstError = Object.values(result.error ?? {}).flat()[0];
  const message =
    intent === "create" || intent === "update" ? VALIDATION_MESSAGE : (firstError ?? title);
  return refuse(intent, 400, result, { title, message });
}

/**
 * A business-rule refusal from the model: the message under its field (or the form), and the
 * form-level alert with `title` (order conflicts: 'Error de orden') and the server's message.
 */
export function refuseDomainError(
  intent: AdminIntent,
  submission: Submission<unknown>,
  error: unknown,
  title: string,
) {
  const { status, reply } = replyWithDomainError(submission, error);
  const { message, field } = error as DomainError;
  const alertTitle = status === 409 && field === "order" ? "Error de orden" : title;
  return refuse(intent, status, reply, { title: alertTitle, message });
}

/**
 * A delete or toggle the model refused (the row is already gone: 404): back to the list with an
 * error toast (SPEC §8: 'Error' and the server's message, else the fallback).
 */
export async function redirectWithFailure(
  redirectTo: string,
  error: unknown,
  { title = "Error", fallback }: { title?: string; fallback: string },
) {
  if (!(error instanceof DomainError)) throw error;
  return redirectWithToast(redirectTo, {
    type: "error",
    title,
    description: error.message || fallback,
  });
}

/** A row id written in a URL ("12"), or null for anything else. */
function positiveId(value: string | null | undefined) {
  const id = Number(value);
  return value && /^\d{1,15}$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `?edit=N` or `?confirm=delete&id=N` of an admin page, as ids (null when absent or invalid). */
export function readListQuery(request: Request) {
  const { searchParams } = new URL(request.url);
  return {
    editId: positiveId(searchParams.get("edit")),
    confirmDeleteId:
      searchParams.get("confirm") === "delete" ? positiveId(searchParams.get("id")) : null,
  };
}

/**
 * The items of a list page that its query names, when they are in the list: the one `?edit=N`
 * opens in the form and the one `?confirm=delete&id=N` asks about. `null` for a page whose query
 * belongs to a nested panel.
 */
export function listSelection<Item extends { id: number }>(
  request: Request | null,
  items: readonly Item[],
) {
  const { editId, confirmDeleteId } = request
    ? readListQuery(request)
    : { editId: null, confirmDeleteId: null };
  const inList = (id: number | null) => items.find((item) => item.id === id) ?? null;
  return { editing: inList(editId), confirmDeleteId: inList(confirmDeleteId)?.id ?? null };
}

/** A route's id param (`/admin/courses/:courseId/...`), or the page's 404. */
export function pageIdParam(value: string | undefined, notFoundMessage: string) {
  return positiveId(value) ?? notFound(notFoundMessage);
}

type ItemToast = { title: string; description: string };

/**
 * A create or update of one admin list item: `save` runs the model write; its result names the
 * success toast, and a refusal (DomainError) is shown next to the form with the intent's title.
 */
export async function answerSave<Saved>(
  intent: "create" | "update",
  submission: Submission<unknown>,
  {
    listUrl,
    failureTitle,
    save,
    toast,
  }: {
    listUrl: string;
    failureTitle: string;
    save: () => Saved | Promise<Saved>;
    toast: (saved: Saved) => ItemToast;
  },
) {
  try {
    const saved = await save();
    return redirectWithToast(listUrl, toast(saved));
  } catch (error) {
    return refuseDomainError(intent, submission, error, failureTitle);
  }
}

/** A delete after the confirm step: back to the list with the success or the failure toast. */
export async function answerDelete({
  listUrl,
  remove,
  toast,
  fallback,
}: {
  listUrl: string;
  remove: () => unknown;
  toast: ItemToast;
  fallback: string;
}) {
  try {
    await remove();
    return redirectWithToast(listUrl, toast);
  } catch (error) {
    return redirectWithFailure(listUrl, error, { fallback });
  }
}

/**
 * 'Subir' / 'Bajar' on a list item: back to the list at the item (`#anchor`, so without JS the
 * browser scrolls to it and keyboard focus continues from there) with a toast saying where it is
 * now; a row that is gone is the error toast, as for a delete.
 */
export async function answerMove<Moved extends { id: number }>({
  listUrl,
  move,
  anchorOf,
  toast,
  fallback,
}: {
  listUrl: string;
  move: () => Moved;
  anchorOf: (id: number) => string;
  toast: (moved: Moved) => ItemToast;
  fallback: string;
}) {
  try {
    const moved = move();
    return redirectWithToast(`${listUrl}#${anchorOf(moved.id)}`, toast(moved));
  } catch (error) {
    return redirectWithFailure(listUrl, error, { fallback });
  }
}
