import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPanel, FormAndList } from "~/components/admin/admin-panel";
import { PeopleList } from "~/components/admin/people-list";
import { TeamForm } from "~/components/admin/team-form";
import { formResult, useIntentReply } from "~/utils/form-reply";
import type { AdminIntent } from "~/schemas/admin";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembers,
  updateTeamMember,
} from "~/models/team.server";
import { teamActionSchema } from "~/schemas/admin";
import { readListQuery } from "~/utils/admin-form.server";
import { peopleAction } from "~/utils/admin-people-action.server";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Equipo · Panel de Administración") },
];

const LIST_URL = "/admin/team";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const members = listTeamMembers();
  const { editId, confirmDeleteId } = readListQuery(request);
  const inList = (id: number | null) => members.find((member) => member.id === id) ?? null;
  return {
    members,
    editing: inList(editId),
    confirmDeleteId: inList(confirmDeleteId)?.id ?? null,
  };
}

// A function, not `peopleAction({...})` at the top level: the browser copy of this module
// keeps top-level calls, and the server-only helper does not exist there.
export function action(args: ActionFunctionArgs) {
  return peopleAction({
    listUrl: LIST_URL,
    schema: teamActionSchema,
    idKey: "memberId",
    failureTitles: { create: "Error al agregar miembro", update: "Error al actualizar miembro" },
    create: createTeamMember,
    update: updateTeamMember,
    remove: deleteTeamMember,
    savedToast: (intent, member) => ({
      title: intent === "update" ? "Miembro actualizado" : "Miembro agregado",
      description: `«${member.name}» se ha guardado.`,
    }),
    deletedToast: {
      title: "Miembro eliminado",
      description: "El miembro ha sido eliminado del equipo.",
    },
    deleteFallback: "Error al eliminar el miembro del equipo",
  })(args);
}

export default function AdminTeamPage() {
  const { members, editing, confirmDeleteId } = useLoaderData<typeof loader>();
  const actionData = useIntentReply<AdminIntent>();
  const formKey = `${editing?.id ?? "new"}-${members.length}-${members.at(-1)?.id ?? 0}`;
  return (
    <AdminPanel title="Equipo" description="Las personas que aparecen en Conócenos.">
      <FormAndList
        form={
          <TeamForm
            key={formKey}
            member={editing}
            nextOrder={members.length + 1}
            action={editing ? `${LIST_URL}?edit=${editing.id}` : LIST_URL}
            actionData={formResult(actionData)}
          />
        }
        list={
          <PeopleList
            label="Miembros del equipo"
            items={members}
            empty="No hay miembros en el equipo."
            listUrl={LIST_URL}
            idField="memberId"
            what={(member) => `a «${member.name}» del equipo`}
            details={(member) => member.role}
            editingId={editing?.id ?? null}
            confirmDeleteId={confirmDeleteId}
            failure={formResult(actionData) ? undefined : actionData?.failure}
          />
        }
      />
    </AdminPanel>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
