import type { ActionFunctionArgs } from "@remix-run/node";

import type { Contact } from "../../db/schema";

import { sendContactMessage } from "~/models/contact.server";
import { headerIdempotencyKey, idempotencyClaim } from "~/models/idempotency.server";
import { writeOnce } from "~/utils/write-once.server";
import { contactSchema } from "~/schemas/contact";
import { handleApi, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";
import { getClientAddress } from "~/utils/rate-limit.server";

/** GET is not part of this API: 405 rather than the HTML 404 page. */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST /api/contact: stores a contact message (400 field errors, 413 oversize, 429 too many). With
 * an `Idempotency-Key` header, a retry answers the first 201 again and stores nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const input = await readJsonBody(request, contactSchema);
    const claim = idempotencyClaim(headerIdempotencyKey(request), {
      route: "api/contact",
      userId: null,
      input,
    });
    const answer = (contact: Contact) => ({
      kind: "json" as const,
      status: 201,
      body: { message: "Gracias por contactarnos. Te responderemos a la brevedad.", contact },
    });
    return writeOnce(claim, answer, (once) =>
      sendContactMessage(input, { clientAddress: getClientAddress(request), once }),
    );
  });
}
