import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireApiUser } from "~/auth/session.server";
import { listUserCertificates } from "~/models/certificate.server";
import { apiJson, handleApi, methodNotAllowed } from "~/utils/api.server";

/** GET /api/certificates: the caller's own certificates, newest first; 401 anonymous. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    return apiJson(listUserCertificates(user.id));
  });
}

export const action = () => methodNotAllowed();
