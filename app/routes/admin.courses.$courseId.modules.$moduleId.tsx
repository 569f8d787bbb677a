import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { sectionCard } from "~/components/admin/admin-cards";
import { AdminCrudPage } from "~/components/admin/admin-crud-list";
import { AdminPanel } from "~/components/admin/admin-panel";
import { SectionForm } from "~/components/admin/section-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as syllabus from "~/models/syllabus.server";
import { sectionActionSchema } from "~/schemas/admin";
import { SECTION_COPY } from "~/utils/admin-copy.server";
import { adminCrudAction } from "~/utils/admin-crud.server";
import { listSelection, pageIdParam } from "~/utils/admin-form.server";
import { notFound } from "~/utils/invariant";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, `Secciones de ${data?.module.title ?? "un módulo"}`) },
];

/** The module of the URL, if it belongs to the URL's course. */
function moduleOf(params: LoaderFunctionArgs["params"]) {
  const courseId = pageIdParam(params.courseId, "Curso no encontrado");
  const moduleId = pageIdParam(params.moduleId, "Módulo no encontrado");
  return syllabus.getModuleOfCourse(moduleId, courseId) ?? notFound("Módulo no encontrado");
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const module = moduleOf(params);
  const sections = syllabus.listSectionsOfModule(module.id);
  const { editing, confirmDeleteId } = listSelection(request, sections);
  return {
    module: { id: module.id, courseId: module.courseId, title: module.title },
    sections,
    editing: editing && { ...editing, resources: syllabus.listSectionResourceLinks(editing.id) },
    confirmDeleteId,
  };
}

export function action(args: ActionFunctionArgs) {
  return adminCrudAction(args, sectionActionSchema, (params) => {
    const { id: moduleId, courseId } = moduleOf(params);
    return {
      listUrl: `/admin/courses/${courseId}/modules/${moduleId}`,
      fromUrl: { moduleId },
      owns: ({ sectionId }) => syllabus.requireSectionOfModule(sectionId, moduleId),
      create: (admin, input) => syllabus.createSection(admin, input).section,
      update: (admin, { sectionId, ...input }) => syllabus.updateSection(admin, sectionId, input),
      remove: (admin, { sectionId }) => syllabus.deleteSection(admin, sectionId),
      move: (admin, { sectionId, direction }) => syllabus.moveSection(admin, sectionId, direction),
      copy: SECTION_COPY,
    };
  });
}

export default function AdminSectionsPage() {
  const { module, sections, ...selection } = useLoaderData<typeof loader>();
  const listUrl = `/admin/courses/${module.courseId}/modules/${module.id}`;
  return (
    <AdminPanel
      title={`Secciones de ${module.title}`}
      back={{ to: `/admin/courses/${module.courseId}/modules`, label: "Volver a módulos" }}
      framed
    >
      <AdminCrudPage
        {...selection}
        form={SectionForm}
        label="Secciones"
        items={sections}
        empty="No hay secciones para este módulo. Agrega una nueva."
        listUrl={listUrl}
        idField="sectionId"
        movable
        card={sectionCard}
      />
    </AdminPanel>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
