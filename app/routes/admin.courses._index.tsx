import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPanel, FormAndList } from "~/components/admin/admin-panel";
import { CourseForm } from "~/components/admin/course-form";
import { CourseGrid } from "~/components/admin/course-grid";
import { formResult, useIntentReply } from "~/utils/form-reply";
import type { AdminIntent } from "~/schemas/admin";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  createCourse,
  deleteCourse,
  getCourseById,
  listCourses,
  setCourseDisabled,
  updateCourse,
} from "~/models/course.server";
import { courseActionSchema } from "~/schemas/admin";
import {
  answerDelete,
  answerSave,
  readListQuery,
  redirectWithFailure,
  refuseInvalid,
  refuseTooLarge,
  uploadedImage,
} from "~/utils/admin-form.server";
import { pageTitle } from "~/utils/meta";
import { assertFormFits } from "~/utils/request.server";
import { readUploadForm } from "~/utils/upload-form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Cursos · Panel de Administración") },
];

const LIST_URL = "/admin/courses";
const TITLES = { create: "Error al crear el curso", update: "Error al actualizar el curso" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { editId, confirmDeleteId } = readListQuery(request);
  const courses = listCourses();
  const editing = editId ? getCourseById(editId) : null;
  return {
    courses,
    editing,
    confirmDeleteId: courses.some((course) => course.id === confirmDeleteId)
      ? confirmDeleteId
      : null,
  };
}

/** Live settings posted for a course that is not live are dropped, not validated. */
function dropLiveDetailsUnlessLive(formData: FormData) {
  if (formData.get("isLive")) return;
  for (const key of [...formData.keys()]) {
    if (key.startsWith("liveDetails.")) formData.delete(key);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readUploadForm(request);
  if (!form.ok) {
    const editing = readListQuery(request).editId !== null;
    return refuseTooLarge(
      editing ? "update" : "create",
      editing ? TITLES.update : TITLES.create,
      form,
    );
  }
  const { formData } = form;
  dropLiveDetailsUnlessLive(formData);
  assertFormFits(formData, courseActionSchema);
  const submission = parseWithZod(formData, { schema: courseActionSchema });
  if (submission.status !== "success") return refuseInvalid(formData, submission, TITLES);
  const { value } = submission;

  switch (value.intent) {
    case "create":
    case "update": {
      const { intent, ...input } = value;
      return answerSave(intent, submission, {
        listUrl: LIST_URL,
        failureTitle: TITLES[intent],
        save: async () => {
          const upload = { upload: await uploadedImage(formData) };
          return value.intent === "update"
            ? updateCourse(admin, value.courseId, input, upload)
            : createCourse(admin, input, upload);
        },
        toast: (course) => ({
          title: intent === "update" ? "Curso actualizado" : "Curso creado",
          description: `«${course.title}» se ha guardado.`,
        }),
      });
    }
    case "toggle": {
      try {
        const course = setCourseDisabled(admin, value.courseId, value.isDisabled);
        return redirectWithToast(LIST_URL, {
          title: "Curso actualizado",
          description: `«${course.title}» está ${course.isDisabled ? "inhabilitado" : "habilitado"}.`,
        });
      } catch (error) {
        return redirectWithFailure(LIST_URL, error, {
          title: TITLES.update,
          fallback: TITLES.update,
        });
      }
    }
    case "delete":
      return answerDelete({
        listUrl: LIST_URL,
        remove: () => deleteCourse(admin, value.courseId),
        toast: {
          title: "Curso eliminado",
          description: "El curso y todo su contenido han sido eliminados.",
        },
        fallback: "Error al eliminar el curso",
      });
  }
}

export default function AdminCoursesPage() {
  const { courses, editing, confirmDeleteId } = useLoaderData<typeof loader>();
  const actionData = useIntentReply<AdminIntent>();
  const formAction = editing ? `${LIST_URL}?index&edit=${editing.id}` : `${LIST_URL}?index`;
  // A new key after every saved change gives a fresh form (create mode resets its fields).
  const formKey = `${editing?.id ?? "new"}-${courses.length}-${courses.at(-1)?.id ?? 0}`;
  return (
    <AdminPanel title="Cursos" description="Crea, edita, inhabilita y elimina cursos.">
      <FormAndList
        form={
          <CourseForm
            key={formKey}
            course={editing}
            action={formAction}
            actionData={formResult(actionData)}
          />
        }
        list={
          <CourseGrid
            courses={courses}
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
