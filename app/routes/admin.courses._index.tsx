import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { courseCard, COURSES_ACTION } from "~/components/admin/admin-cards";
import { AdminCrudPage } from "~/components/admin/admin-crud-list";
import { AdminPanel } from "~/components/admin/admin-panel";
import { CourseForm } from "~/components/admin/course-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as course from "~/models/course.server";
import { courseActionSchema } from "~/schemas/admin";
import { COURSE_COPY } from "~/utils/admin-copy.server";
import { adminCrudAction } from "~/utils/admin-crud.server";
import { listSelection } from "~/utils/admin-form.server";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Cursos · Panel de Administración") },
];

const LIST_URL = "/admin/courses";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const courses = course.listCourses();
  const { editing, confirmDeleteId } = listSelection(request, courses);
  return { courses, editing: editing && course.getCourseById(editing.id), confirmDeleteId };
}

/** Live settings posted for a course that is not live are dropped, not validated. */
function dropLiveDetailsUnlessLive(formData: FormData) {
  if (formData.get("isLive")) return;
  for (const key of [...formData.keys()]) {
    if (key.startsWith("liveDetails.")) formData.delete(key);
  }
}

export function action(args: ActionFunctionArgs) {
  return adminCrudAction(args, courseActionSchema, () => ({
    listUrl: LIST_URL,
    uploads: true,
    ignore: dropLiveDetailsUnlessLive,
    create: (admin, input, image) => course.createCourse(admin, input, image),
    update: (admin, { courseId, ...input }, image) =>
      course.updateCourse(admin, courseId, input, image),
    remove: (admin, { courseId }) => course.deleteCourse(admin, courseId),
    toggle: (admin, { courseId, isDisabled }) =>
      course.setCourseDisabled(admin, courseId, isDisabled),
    copy: COURSE_COPY,
  }));
}

export default function AdminCoursesPage() {
  const { courses, editing, confirmDeleteId } = useLoaderData<typeof loader>();
  return (
    <AdminPanel title="Cursos" description="Crea, edita, inhabilita y elimina cursos.">
      <AdminCrudPage
        editing={editing}
        confirmDeleteId={confirmDeleteId}
        form={CourseForm}
        label="Lista de cursos"
        items={courses}
        empty="No hay cursos disponibles."
        listUrl={LIST_URL}
        action={COURSES_ACTION}
        idField="courseId"
        grid
        card={courseCard}
      />
    </AdminPanel>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
