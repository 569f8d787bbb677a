import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPanel, FormAndList } from "~/components/admin/admin-panel";
import { sectionAnchor } from "~/components/admin/move-buttons";
import { SectionForm } from "~/components/admin/section-form";
import { SectionList } from "~/components/admin/section-list";
import { formResult, useIntentReply } from "~/utils/form-reply";
import type { AdminIntent } from "~/schemas/admin";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  createSection,
  deleteSection,
  getModuleOfCourse,
  listSectionResourceLinks,
  listSectionsOfModule,
  moveSection,
  nextSectionOrder,
  requireSectionOfModule,
  updateSection,
} from "~/models/syllabus.server";
import { sectionActionSchema } from "~/schemas/admin";
import {
  answerDelete,
  answerMove,
  answerSave,
  pageIdParam,
  readAdminForm,
  readListQuery,
  refuseInvalid,
} from "~/utils/admin-form.server";
import { notFound } from "~/utils/invariant";
import { pageTitle } from "~/utils/meta";
import { assertFormFits } from "~/utils/request.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, `Secciones de ${data?.module.title ?? "un módulo"}`) },
];

const TITLES = { create: "Error al crear la sección", update: "Error al actualizar la sección" };
const MODULE_NOT_FOUND = "Módulo no encontrado";

/** The module of the URL, if it belongs to the URL's course. */
function moduleFromParams(params: LoaderFunctionArgs["params"]) {
  const courseId = pageIdParam(params.courseId, "Curso no encontrado");
  const moduleId = pageIdParam(params.moduleId, MODULE_NOT_FOUND);
  return getModuleOfCourse(moduleId, courseId) ?? notFound(MODULE_NOT_FOUND);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const module = moduleFromParams(params);
  const sections = listSectionsOfModule(module.id);
  const { editId, confirmDeleteId } = readListQuery(request);
  const inList = (id: number | null) => sections.find((section) => section.id === id) ?? null;
  const editing = inList(editId);
  return {
    module: { id: module.id, courseId: module.courseId, title: module.title },
    sections,
    nextOrder: nextSectionOrder(module.id),
    editing: editing && { ...editing, resources: listSectionResourceLinks(editing.id) },
    confirmDeleteId: inList(confirmDeleteId)?.id ?? null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const module = moduleFromParams(params);
  const listUrl = `/admin/courses/${module.courseId}/modules/${module.id}`;
  const formData = await readAdminForm(request);
  // The module comes from the URL, never from the form.
  formData.set("moduleId", String(module.id));
  assertFormFits(formData, sectionActionSchema);
  const submission = parseWithZod(formData, { schema: sectionActionSchema });
  if (submission.status !== "success") return refuseInvalid(formData, submission, TITLES);
  const { value } = submission;

  if (value.intent === "delete") {
    return answerDelete({
      listUrl,
      remove: () => {
        requireSectionOfModule(value.sectionId, module.id);
        deleteSection(admin, value.sectionId);
      },
      toast: { title: "Sección eliminada", description: "La sección ha sido eliminada." },
      fallback: "Error al eliminar la sección",
    });
  }
  if (value.intent === "move") {
    return answerMove({
      listUrl,
      move: () => {
        requireSectionOfModule(value.sectionId, module.id);
        return moveSection(admin, value.sectionId, value.direction);
      },
      anchorOf: sectionAnchor,
      toast: ({ title, order, moved }) =>
        moved
          ? { title: "Sección movida", description: `«${title}» es ahora la sección ${order}.` }
          : {
              title: "Orden sin cambios",
              description: `«${title}» ya es la ${value.direction === "up" ? "primera" : "última"} sección.`,
            },
      fallback: "Error al mover la sección",
    });
  }
  const { intent, ...input } = value;
  return answerSave(intent, submission, {
    listUrl,
    failureTitle: TITLES[intent],
    save: () => {
      if (value.intent === "create") return createSection(admin, input);
      requireSectionOfModule(value.sectionId, module.id);
      return updateSection(admin, value.sectionId, input);
    },
    toast: () => ({
      title: intent === "update" ? "Sección actualizada" : "Sección creada",
      description: `«${input.title}» se ha guardado.`,
    }),
  });
}

export default function AdminSectionsPage() {
  const { module, sections, nextOrder, editing, confirmDeleteId } = useLoaderData<typeof loader>();
  const actionData = useIntentReply<AdminIntent>();
  const baseUrl = `/admin/courses/${module.courseId}/modules/${module.id}`;
  const formKey = `${editing?.id ?? "new"}-${nextOrder}-${sections.at(-1)?.id ?? 0}`;
  return (
    <div className="rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
      <AdminPanel
        title={`Secciones de ${module.title}`}
        back={{
          to: `/admin/courses/${module.courseId}/modules`,
          label: "Volver a módulos",
        }}
      >
        <FormAndList
          form={
            <SectionForm
              key={formKey}
              section={editing}
              action={editing ? `${baseUrl}?edit=${editing.id}` : baseUrl}
              cancelTo={baseUrl}
              nextOrder={nextOrder}
              actionData={formResult(actionData)}
            />
          }
          list={
            <SectionList
              sections={sections}
              baseUrl={baseUrl}
              editingId={editing?.id ?? null}
              confirmDeleteId={confirmDeleteId}
              failure={formResult(actionData) ? undefined : actionData?.failure}
            />
          }
        />
      </AdminPanel>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
