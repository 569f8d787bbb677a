import { MAX_PHOTO_BYTES } from "~/schemas/profile";
import { jsonError } from "~/utils/api.server";
import {
  assertSameOrigin,
  parseGuardedForm,
  readBoundedBody,
  readFormBody,
  withoutLargeParts,
} from "~/utils/request.server";

/** Multipart overhead allowed on top of the one image a form carries (text fields, headers). */
export const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * A body up to this size is read even when its image is too large, so what was typed beside it
 * can be shown again (the oversized image is never kept); beyond it, refused unread.
 */
const DRAINED_UPLOAD_BYTES = 3 * MAX_PHOTO_BYTES;

/** The most of an upload form's body ever read, declared (Content-Length) or counted (chunked). */
const MAX_UPLOAD_BYTES = DRAINED_UPLOAD_BYTES + MULTIPART_SLACK_BYTES;

export type UploadForm =
  | { ok: true; formData: FormData }
  | {
      ok: false;
      /** The text fields posted beside the image (empty when the body was left unread). */
      fields: Record<string, string>;
      /** The body was over the read limit: the connection must not carry another request. */
      bodyLeftUnread: boolean;
    };

/**
 * The one reader of forms with an image upload (profile photo, admin course/team/testimonial
 * images). A urlencoded post is read like every other form; a multipart one is read whole up to
 * MAX_UPLOAD_BYTES, checked on its bytes and parsed like every other form (`parseGuardedForm`).
 * A body too large for a 5 MB image is refused with what was typed beside it; so is a file in
 * `fileField` over 5 MB when that field is named (otherwise the form's schema judges the file,
 * with the other fields' messages beside it).
 */
export async function readUploadForm(request: Request, fileField?: string): Promise<UploadForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    return { ok: true, formData: (await readFormBody(request)).formData };
  }
  // Read without readFormBody (its limit is the small form's), so the origin is checked here.
  assertSameOrigin(request);
  let body: Buffer;
  try {
    body = await readBoundedBody(request, MAX_UPLOAD_BYTES, () => jsonError(413, ""));
  } catch (error) {
    if (error instanceof Response && error.status === 413) {
      return { ok: false, fields: {}, bodyLeftUnread: true };
    }
    throw error;
  }
  // A body this large holds an image over the limit: only what was typed beside it is parsed.
  const oversize = body.length > MAX_PHOTO_BYTES + MULTIPART_SLACK_BYTES;
  const formData = await parseGuardedForm(
    oversize ? withoutLargeParts(body, contentType, MULTIPART_SLACK_BYTES) : body,
    contentType,
    jsonError,
  );
  const file = fileField === undefined ? null : formData.get(fileField);
  if (oversize || (file instanceof File && file.size > MAX_PHOTO_BYTES)) {
    const fields: Record<string, string> = {};
    for (const [name, value] of formData) if (typeof value === "string") fields[name] = value;
    return { ok: false, fields, bodyLeftUnread: false };
  }
  return { ok: true, formData };
}
