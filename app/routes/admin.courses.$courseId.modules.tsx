import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useOutlet } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { moduleCard } from "~/components/admin/admin-cards";
import { AdminCrudPage } from "~/components/admin/admin-crud-list";
import { AdminPanel, type AdminFormProps } from "~/components/admin/admin-panel";
import { ModuleForm, type EditableModule } from "~/components/admin/module-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getCourseById } from "~/models/course.server";
import * as syllabus from "~/models/syllabus.server";
import { moduleActionSchema } from "~/schemas/admin";
import { MODULE_COPY } from "~/utils/admin-copy.server";
import { adminCrudAction } from "~/utils/admin-crud.server";
import { listSelection, pageIdParam } from "~/utils/admin-form.server";
import { notFound } from "~/utils/invariant";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, `Módulos de ${data?.course.title ?? "un curso"}`) },
];

const courseIdOf = (params: LoaderFunctionArgs["params"]) =>
  pageIdParam(params.courseId, "Curso no encontrado");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const course = getCourseById(courseIdOf(params)) ?? notFound("Curso no encontrado");
  const modules = syllabus.listCourseModules(course.id);
  return {
    course: { id: course.id, title: course.title, instructor: course.instructor },
    modules,
    // While a module's sections are open, `?edit` and `?confirm` belong to the sections panel.
    ...listSelection(params.moduleId ? null : request, modules),
  };
}

export function action(args: ActionFunctionArgs) {
  return adminCrudAction(args, moduleActionSchema, (params) => {
    const courseId = courseIdOf(params);
    return {
      listUrl: `/admin/courses/${courseId}/modules`,
      fromUrl: { courseId },
      owns: ({ moduleId }) => syllabus.requireModuleOfCourse(moduleId, courseId),
      create: (admin, input) => syllabus.createModule(admin, input),
      update: (admin, { moduleId, ...input }) => syllabus.updateModule(admin, moduleId, input),
      remove: (admin, { moduleId }) => syllabus.deleteModule(admin, moduleId),
      move: (admin, { moduleId, direction }) => syllabus.moveModule(admin, moduleId, direction),
      copy: MODULE_COPY,
    };
  });
}

/**
 * The module form proposing the course's instructor. A component of its own, not an arrow in the
 * page: a new function each render would be a new component, remounting the form (and emptying
 * what the admin typed) whenever the page re-renders, as it does when the form is submitted.
 */
function CourseModuleForm(props: AdminFormProps<EditableModule>) {
  const { course } = useLoaderData<typeof loader>();
  return <ModuleForm {...props} instructor={course.instructor} />;
}

export default function AdminModulesPage() {
  const { course, modules, ...selection } = useLoaderData<typeof loader>();
  const sectionsPanel = useOutlet();
  const listUrl = `/admin/courses/${course.id}/modules`;
  return (
    <AdminPanel
      title={`Módulos de ${course.title}`}
      back={{ to: "/admin/courses", label: "Volver a cursos" }}
    >
      {sectionsPanel ?? (
        <AdminCrudPage
          {...selection}
          form={CourseModuleForm}
          label="Módulos"
          items={modules}
          empty="No hay módulos para este curso. Agrega uno nuevo para comenzar."
          listUrl={listUrl}
          idField="moduleId"
          movable
          card={moduleCard(listUrl)}
        />
      )}
    </AdminPanel>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
