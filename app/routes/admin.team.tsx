import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { personCard } from "~/components/admin/admin-cards";
import { AdminCrudPage } from "~/components/admin/admin-crud-list";
import { AdminPanel } from "~/components/admin/admin-panel";
import { TeamForm } from "~/components/admin/team-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as team from "~/models/team.server";
import { teamActionSchema } from "~/schemas/admin";
import { TEAM_COPY } from "~/utils/admin-copy.server";
import { adminCrudAction } from "~/utils/admin-crud.server";
import { listSelection } from "~/utils/admin-form.server";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Equipo · Panel de Administración") },
];

const LIST_URL = "/admin/team";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const members = team.listTeamMembers();
  return { members, ...listSelection(request, members) };
}

export function action(args: ActionFunctionArgs) {
  return adminCrudAction(args, teamActionSchema, () => ({
    listUrl: LIST_URL,
    uploads: true,
    create: (admin, input, image) => team.createTeamMember(admin, input, image),
    update: (admin, { memberId, ...input }, image) =>
      team.updateTeamMember(admin, memberId, input, image),
    remove: (admin, { memberId }) => team.deleteTeamMember(admin, memberId),
    copy: TEAM_COPY,
  }));
}

const memberCard = personCard<team.TeamMemberRecord>(
  (member) => `a «${member.name}» del equipo`,
  (member) => member.role,
);

export default function AdminTeamPage() {
  const { members, ...selection } = useLoaderData<typeof loader>();
  return (
    <AdminPanel title="Equipo" description="Las personas que aparecen en Conócenos.">
      <AdminCrudPage
        {...selection}
        form={TeamForm}
        label="Miembros del equipo"
        items={members}
        empty="No hay miembros en el equipo."
        listUrl={LIST_URL}
        idField="memberId"
        card={memberCard}
      />
    </AdminPanel>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
