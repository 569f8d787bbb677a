import type { ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";

import { requireApiAdmin, type Admin } from "~/auth/session.server";
import { apiJson, dispatchMethod, handleApi } from "~/utils/api.server";
import { assertBodylessJson } from "~/utils/bodyless.server";
import { assertSameOrigin, parseIdParam, readJsonBody } from "~/utils/request.server";

// The admin write calls of SPEC §7 share one shape: 401/403 for anyone but an admin, the entity's
// zod schema for the body, the model for the rule, 201/200 with the object, `{ message }` errors.

/** POST /api/{entity}: 201 with the created object. */
export function adminCreateAction<S extends z.ZodType>(
  schema: S,
  create: (admin: Admin, input: z.output<S>) => unknown,
) {
  return ({ request }: ActionFunctionArgs) =>
    handleApi(async () => {
      const admin = await requireApiAdmin(request);
      return dispatchMethod(request, {
        POST: async () => {
          const input = await readJsonBody(request, schema);
          return apiJson(await create(admin, input), { status: 201 });
        },
      });
    });
}

/** PATCH and DELETE /api/{entity}/{id}: 200 with the updated object, or the deletion message. */
export function adminItemAction<S extends z.ZodType>({
  param,
  notFoundMessage,
  schema,
  update,
  remove,
  deletedMessage,
}: {
  param: string;
  notFoundMessage: string;
  schema: S;
  update: (admin: Admin, id: number, input: z.output<S>) => unknown;
  remove: (admin: Admin, id: number) => unknown;
  deletedMessage: string;
}) {
  return ({ request, params }: ActionFunctionArgs) =>
    handleApi(async () => {
      const admin = await requireApiAdmin(request);
      const id = parseIdParam(params[param], notFoundMessage);
      return dispatchMethod(request, {
        PATCH: async () => {
          const input = await readJsonBody(request, schema);
          return apiJson(await update(admin, id, input));
        },
        DELETE: async () => {
          assertSameOrigin(request);
          await assertBodylessJson(request);
          await remove(admin, id);
          return apiJson({ message: deletedMessage });
        },
      });
    });
}
