import type { ActionFunctionArgs } from "@remix-run/node";

import { sendContactMessage } from "~/models/contact.server";
import { contactSchema } from "~/schemas/contact";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";
import { readJsonBody } from "~/utils/request.server";
import { getClientAddress } from "~/utils/rate-limit.server";

/** GET is not part of this API: 405 rather than the HTML 404 page. */
export function loader() {
  return methodNotAllowed("POST");
}

/** POST /api/contact: stores a contact message (400 field errors, 413 oversize, 429 too many). */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed("POST");
    const input = await readJsonBody(request, contactSchema);
    const contact = await sendContactMessage(input, { clientAddress: getClientAddress(request) });
    return apiJson(
      { message: "Gracias por contactarnos. Te responderemos a la brevedad.", contact },
      { status: 201 },
    );
  });
}
