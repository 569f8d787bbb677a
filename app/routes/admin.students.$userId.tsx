import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { requireAdmin, type Admin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AuditLog, StudentEmails } from "~/components/admin/students/student-activity";
import { StudentActions } from "~/components/admin/students/student-actions";
import { StudentFacts } from "~/components/admin/students/student-facts";
import { StudentLearning } from "~/components/admin/students/student-learning";
import { STUDENTS_URL } from "~/components/admin/students/student-search";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useIntentReply } from "~/utils/form-reply";
import { isMailServerConfigured } from "~/models/email-admin.server";
import {
  blockStudent,
  deleteStudentAccount,
  getStudentForAdmin,
  sendResetLinkAsAdmin,
  setStudentRole,
  unblockStudent,
} from "~/models/student-admin.server";
import {
  confirmIntentOf,
  STUDENT_INTENTS,
  StudentActionSchema,
  type StudentIntent,
} from "~/schemas/admin-students";
import { postedIntent, refuse, replyWithDomainError } from "~/utils/form-reply.server";
import { pageIdParam, readAdminForm } from "~/utils/admin-form.server";
import { notFound } from "~/utils/invariant";
import { pageTitle } from "~/utils/meta";
import { assertFormFits } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => [
  {
    title: pageTitle(matches, `${page?.student.user.name ?? "Estudiante"} · Estudiantes`),
  },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = "Usuario no encontrado";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = pageIdParam(params.userId, NOT_FOUND);
  const student = getStudentForAdmin(admin, userId) ?? notFound(NOT_FOUND);
  return {
    student,
    isSelf: student.user.id === admin.id,
    confirming: confirmIntentOf(new URL(request.url).searchParams),
  };
}

const REFUSED = "No se pudo completar";

/** Runs the intent; the toast that tells the admin what happened. */
function perform(admin: Admin, userId: number, intent: StudentIntent) {
  switch (intent) {
    case "send-reset": {
      const person = sendResetLinkAsAdmin(admin, userId);
      return {
        title: "Enlace enviado",
        description: isMailServerConfigured()
          ? `Enlace enviado a ${person.email}.`
          : `Enlace enviado a ${person.email}. Sin servidor de correo: cópialo desde «Correos».`,
      };
    }
    case "block": {
      const person = blockStudent(admin, userId);
      return {
        title: "Cuenta bloqueada",
        description: `${person.name} ya no puede iniciar sesión y sus sesiones se cerraron.`,
      };
    }
    case "unblock": {
      const person = unblockStudent(admin, userId);
      return {
        title: "Cuenta desbloqueada",
        description: `${person.name} puede volver a iniciar sesión.`,
      };
    }
    case "grant-admin": {
      const person = setStudentRole(admin, userId, "admin");
      return { title: "Rol actualizado", description: `${person.name} ahora es administrador.` };
    }
    case "revoke-admin": {
      const person = setStudentRole(admin, userId, "student");
      return { title: "Rol actualizado", description: `${person.name} ya no es administrador.` };
    }
    case "delete": {
      const person = deleteStudentAccount(admin, userId);
      return { title: "Cuenta eliminada", description: `Se eliminó la cuenta de ${person.email}.` };
    }
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = pageIdParam(params.userId, NOT_FOUND);
  const formData = await readAdminForm(request);
  assertFormFits(formData, StudentActionSchema);
  const submission = parseWithZod(formData, { schema: StudentActionSchema });
  if (submission.status !== "success") {
    const intent = postedIntent(formData, STUDENT_INTENTS);
    return refuse(intent, 400, submission.reply(), {
      title: REFUSED,
      message: "Acción no válida.",
    });
  }
  const { intent } = submission.value;
  try {
    const toast = perform(admin, userId, intent);
    // Post/Redirect/Get: back to the person (or to the list, once the account is gone).
    return redirectWithToast(
      intent === "delete" ? STUDENTS_URL : `${STUDENTS_URL}/${userId}`,
      toast,
    );
  } catch (error) {
    const { status, reply } = replyWithDomainError(submission, error);
    return refuse(intent, status, reply, { title: REFUSED, message: (error as Error).message });
  }
}

export default function AdminStudentPage() {
  const { student, isSelf, confirming } = useLoaderData<typeof loader>();
  const actionData = useIntentReply<StudentIntent>();
  const { user } = student;
  return (
    <section className="space-y-8">
      <div>
        <Link
          to={STUDENTS_URL}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          ← Estudiantes
        </Link>
        <div className="mt-2">
          <AdminPageHeader title={user.name}>
            {isSelf ? "Tu cuenta." : `@${user.username}`}
          </AdminPageHeader>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <StudentFacts user={user} />
        <StudentActions
          person={user}
          isSelf={isSelf}
          confirming={confirming}
          failure={actionData?.failure}
        />
      </div>
      <StudentLearning
        enrollments={student.enrollments}
        registrations={student.registrations}
        certificates={student.certificates}
      />
      <StudentEmails emails={student.emails} />
      <AuditLog entries={student.audit} />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
