import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useOutlet } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPanel, FormAndList } from "~/components/admin/admin-panel";
import { ModuleForm } from "~/components/admin/module-form";
import { ModuleList } from "~/components/admin/module-list";
import { moduleAnchor } from "~/components/admin/move-buttons";
import { formResult, useIntentReply } from "~/utils/form-reply";
import type { AdminIntent } from "~/schemas/admin";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getCourseById } from "~/models/course.server";
import {
  listCourseModules,
  createModule,
  deleteModule,
  moveModule,
  nextModuleOrder,
  requireModuleOfCourse,
  updateModule,
} from "~/models/syllabus.server";
import { moduleActionSchema } from "~/schemas/admin";
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
  { title: pageTitle(matches, `Módulos de ${data?.course.title ?? "un curso"}`) },
];

const TITLES = { create: "Error al crear el módulo", update: "Error al actualizar el módulo" };
const COURSE_NOT_FOUND = "Curso no encontrado";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const courseId = pageIdParam(params.courseId, COURSE_NOT_FOUND);
  const course = getCourseById(courseId) ?? notFound(COURSE_NOT_FOUND);
  const modules = listCourseModules(courseId);
  // While a module's sections are open, `?edit` and `?confirm` belong to the sections panel.
  const query = params.moduleId ? { editId: null, confirmDeleteId: null } : readListQuery(request);
  const inList = (id: number | null) => modules.find((module) => module.id === id) ?? null;
  return {
    course: { id: course.id, title: course.title, instructor: course.instructor },
    modules,
    nextOrder: nextModuleOrder(courseId),
    editing: inList(query.editId),
    confirmDeleteId: inList(query.confirmDeleteId)?.id ?? null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const courseId = pageIdParam(params.courseId, COURSE_NOT_FOUND);
  const listUrl = `/admin/courses/${courseId}/modules`;
  const formData = await readAdminForm(request);
  // The course comes from the URL, never from the form.
  formData.set("courseId", String(courseId));
  assertFormFits(formData, moduleActionSchema);
  const submission = parseWithZod(formData, { schema: moduleActionSchema });
  if (submission.status !== "success") return refuseInvalid(formData, submission, TITLES);
  const { value } = submission;

  if (value.intent === "delete") {
    return answerDelete({
      listUrl,
      remove: () => {
        requireModuleOfCourse(value.moduleId, courseId);
        deleteModule(admin, value.moduleId);
      },
      toast: {
        title: "Módulo eliminado",
        description: "El módulo y sus secciones han sido eliminados.",
      },
      fallback: "Error al eliminar el módulo",
    });
  }
  if (value.intent === "move") {
    return answerMove({
      listUrl,
      move: () => {
        requireModuleOfCourse(value.moduleId, courseId);
        return moveModule(admin, value.moduleId, value.direction);
      },
      anchorOf: moduleAnchor,
      toast: ({ title, order, moved }) =>
        moved
          ? { title: "Módulo movido", description: `«${title}» es ahora el módulo ${order}.` }
          : {
              title: "Orden sin cambios",
              description: `«${title}» ya es el ${value.direction === "up" ? "primer" : "último"} módulo.`,
            },
      fallback: "Error al mover el módulo",
    });
  }
  const { intent, ...input } = value;
  return answerSave(intent, submission, {
    listUrl,
    failureTitle: TITLES[intent],
    save: () => {
      if (value.intent === "create") return createModule(admin, input);
      requireModuleOfCourse(value.moduleId, courseId);
      return updateModule(admin, value.moduleId, input);
    },
    toast: () => ({
      title: intent === "update" ? "Módulo actualizado" : "Módulo creado",
      description: `«${input.title}» se ha guardado.`,
    }),
  });
}

export default function AdminModulesPage() {
  const { course, modules, nextOrder, editing, confirmDeleteId } = useLoaderData<typeof loader>();
  const actionData = useIntentReply<AdminIntent>();
  const sectionsPanel = useOutlet();
  const baseUrl = `/admin/courses/${course.id}/modules`;
  const formKey = `${editing?.id ?? "new"}-${nextOrder}-${modules.at(-1)?.id ?? 0}`;
  return (
    <AdminPanel
      title={`Módulos de ${course.title}`}
      back={{ to: "/admin/courses", label: "Volver a cursos" }}
    >
      {sectionsPanel ?? (
        <FormAndList
          form={
            <ModuleForm
              key={formKey}
              module={editing}
              action={editing ? `${baseUrl}?edit=${editing.id}` : baseUrl}
              cancelTo={baseUrl}
              nextOrder={nextOrder}
              instructor={course.instructor}
              actionData={formResult(actionData)}
            />
          }
          list={
            <ModuleList
              modules={modules}
              baseUrl={baseUrl}
              editingId={editing?.id ?? null}
              confirmDeleteId={confirmDeleteId}
              failure={formResult(actionData) ? undefined : actionData?.failure}
            />
          }
        />
      )}
    </AdminPanel>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
