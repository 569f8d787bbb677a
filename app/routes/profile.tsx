import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";

import {
  destroyUserSession,
  endOtherSessions,
  getCurrentSession,
  requireUser,
} from "~/auth/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DangerZone } from "~/components/profile/danger-zone";
import { DataSavingForm } from "~/components/profile/data-saving-form";
import { InfoForm } from "~/components/profile/info-form";
import { MyCertificates } from "~/components/profile/my-certificates";
import { MyCourses } from "~/components/profile/my-courses";
import { MyData } from "~/components/profile/my-data";
import { PasswordForm } from "~/components/profile/password-form";
import { PhotoCard } from "~/components/profile/photo-card";
import { BackHomeButton } from "~/components/profile/back-home-button";
import { LeavePageGuard } from "~/components/ui/leave-page-guard";
import { VerifyEmailBanner } from "~/components/profile/verify-email-banner";
import { listUserCertificates } from "~/models/certificate.server";
import { cancelEnrollment, listUserEnrollments } from "~/models/enrollment.server";
import { isEmailVerified, resendEmailVerification } from "~/models/email-verification.server";
import { DomainError } from "~/models/errors.server";
import {
  changePassword,
  deleteUser,
  getSaveDataSetting,
  saveProfileCard,
  setSaveDataSetting,
  updateUserProfile,
} from "~/models/user.server";
import {
  PHOTO_TOO_LARGE_MESSAGE,
  PROFILE_INTENTS,
  ProfileActionSchema,
  type ProfileIntent,
} from "~/schemas/profile";
import { refuse, replyWithDomainError } from "~/utils/form-reply.server";
import { getClientAddress } from "~/utils/rate-limit.server";
import { assertFormFits } from "~/utils/request.server";
import { readUploadForm } from "~/utils/upload-form.server";
import { certificateForPage } from "~/utils/certificate-dates.server";
import { certificateLinks } from "~/utils/certificate-links.server";
import { pageTitle } from "~/utils/meta";
import { saveDataRequested } from "~/utils/save-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import { HYDRATE } from "~/utils/hydration";
import { useIntentReply } from "~/utils/form-reply";

/** Interactive page: ships React (docs/decisions/124). */
export const handle = HYDRATE;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Tu Perfil") }];

/** `?confirm=delete-account` or `?confirm=cancel-enrollment&id=N`: the no-JS confirmation step. */
type ConfirmRequest =
  { kind: "delete-account" } | { kind: "cancel-enrollment"; enrollmentId: number };

function readConfirmRequest(url: URL, enrollmentIds: number[]): ConfirmRequest | null {
  const confirm = url.searchParams.get("confirm");
  if (confirm === "delete-account") return { kind: "delete-account" };
  const id = Number(url.searchParams.get("id"));
  if (confirm === "cancel-enrollment" && enrollmentIds.includes(id)) {
    return { kind: "cancel-enrollment", enrollmentId: id };
  }
  return null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const enrollments = listUserEnrollments(user.id);
  const confirm = readConfirmRequest(
    new URL(request.url),
    enrollments.map((enrollment) => enrollment.id),
  );
  const certificates = listUserCertificates(user.id).map((certificate) => {
    const { code, path, courseTitle, courseHours, completedOn, status } =
      certificateForPage(certificate);
    return {
      code,
      path,
      courseTitle,
      courseHours,
      completedOn,
      status,
      ...certificateLinks(certificate),
    };
  });
  return {
    user,
    enrollments,
    certificates,
    confirm,
    emailVerified: isEmailVerified(user.id),
    // 'Ahorro de datos' (decision 127): the account's setting, and whether the browser asks too.
    dataSaving: {
      saveData: getSaveDataSetting(user.id),
      browserAsks: saveDataRequested(request.headers.get("Save-Data")),
    },
  };
}

// --- action -----------------------------------------------------------------------------------

const SECRET_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];
const FAILURE_TITLES: Record<ProfileIntent, string> = {
  "update-profile": "Error al guardar",
  "update-info": "Error al guardar",
  "change-password": "Error",
  "cancel-enrollment": "Error",
  "delete-account": "Error",
  "resend-verification": "No pudimos reenviar el enlace",
  "update-data-saving": "Error al guardar",
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readUploadForm(request, "photo");
  if (!form.ok) {
    // What was typed with the photo comes back, so the bio is not lost with it.
    return refuse(
      "update-profile",
      413,
      {
        status: "error",
        ...(form.fields.bio === undefined
          ? {}
          : { initialValue: { intent: "update-profile", bio: form.fields.bio } }),
        error: { photo: [PHOTO_TOO_LARGE_MESSAGE] },
      },
      undefined,
      form.bodyLeftUnread ? { Connection: "close" } : undefined,
    );
  }
  const { formData } = form;
  assertFormFits(formData, ProfileActionSchema);
  const submission = parseWithZod(formData, { schema: ProfileActionSchema });
  const rawIntent = formData.get("intent");
  const intent = PROFILE_INTENTS.find((known) => known === rawIntent) ?? null;
  if (submission.status !== "success") {
    return refuse(intent, 400, submission.reply({ hideFields: SECRET_FIELDS }));
  }
  const { value } = submission;

  try {
    switch (value.intent) {
      case "update-profile": {
        await saveProfileCard(user.id, { bio: value.bio, photo: value.photo });
        return profileSaved();
      }
      case "update-info": {
        await updateUserProfile(
          user.id,
          {
            name: value.name,
            email: value.email,
            username: value.username,
            currentPassword: value.currentPassword,
          },
          { clientAddress: getClientAddress(request) },
        );
        return profileSaved();
      }
      case "change-password": {
        await changePassword(user.id, value.currentPassword, value.newPassword, {
          clientAddress: getClientAddress(request),
        });
        const session = await getCurrentSession(request);
        if (session) endOtherSessions(user.id, session.sessionId);
        return redirectWithToast("/profile", {
          title: "Contraseña actualizada",
          description: "Tu contraseña ha sido actualizada exitosamente.",
        });
      }
      case "cancel-enrollment": {
        cancelEnrollment(user.id, value.enrollmentId);
        return redirectWithToast("/profile", {
          title: "Éxito",
          description: "Has cancelado tu inscripción al curso",
        });
      }
      case "resend-verification": {
        const email = await resendEmailVerification(user.id);
        return redirectWithToast("/profile", {
          title: "Enlace enviado",
          description: `Te enviamos un nuevo enlace a ${email}.`,
        });
      }
      case "update-data-saving": {
        setSaveDataSetting(user.id, value.saveData);
        return redirectWithToast("/profile", {
          title: "Preferencia guardada",
          description: value.saveData
            ? "Ahorro de datos activado."
            : "Ahorro de datos desactivado.",
        });
      }
      case "delete-account": {
        deleteUser(user.id);
        return redirectWithToast(
          "/",
          { title: "Cuenta eliminada", description: "Tu cuenta ha sido eliminada exitosamente." },
          { headers: { "Set-Cookie": await destroyUserSession(request) } },
        );
      }
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { status, reply } = replyWithDomainError(submission, error, {
      hideFields: SECRET_FIELDS,
    });
    // A refusal of the whole form (no field of its own) is shown with the SPEC's failure title.
    const failure = error.field
      ? undefined
      : { title: FAILURE_TITLES[value.intent], message: error.message };
    return refuse(value.intent, status, reply, failure);
  }
}

function profileSaved() {
  return redirectWithToast("/profile", {
    title: "¡Perfil actualizado!",
    description: "Los cambios han sido guardados exitosamente.",
  });
}

// --- page -------------------------------------------------------------------------------------

export default function ProfilePage() {
  const { user, enrollments, certificates, confirm, emailVerified, dataSaving } =
    useLoaderData<typeof loader>();
  const actionData = useIntentReply<ProfileIntent>();
  const [dirty, setDirty] = useState({ card: false, info: false });
  const setCardDirty = useCallback(
    (card: boolean) => setDirty((state) => ({ ...state, card })),
    [],
  );
  const setInfoDirty = useCallback(
    (info: boolean) => setDirty((state) => ({ ...state, info })),
    [],
  );
  const resultFor = (intent: ProfileIntent) =>
    actionData?.intent === intent ? actionData : undefined;

  return (
    <section className="container-page py-8 sm:py-12">
      <LeavePageGuard dirty={dirty.card || dirty.info} />
      <BackHomeButton />
      <h1 className="mt-4 text-3xl font-bold">Tu Perfil</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Administra tu información personal, tu seguridad y tus cursos.
      </p>
      {emailVerified ? null : (
        <VerifyEmailBanner email={user.email} actionData={resultFor("resend-verification")} />
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <PhotoCard
            key={`${user.profileImage}|${user.bio}`}
            user={user}
            actionData={resultFor("update-profile")}
            onDirtyChange={setCardDirty}
          />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <InfoForm
            key={`${user.name}|${user.username}|${user.email}`}
            user={user}
            actionData={resultFor("update-info")}
            onDirtyChange={setInfoDirty}
          />
          <PasswordForm actionData={resultFor("change-password")} />
          <DataSavingForm
            key={String(dataSaving.saveData)}
            {...dataSaving}
            actionData={resultFor("update-data-saving")}
          />
        </div>
      </div>

      <MyCourses
        userId={user.id}
        enrollments={enrollments}
        confirm={confirm?.kind === "cancel-enrollment" ? confirm : null}
        actionData={resultFor("cancel-enrollment")}
      />
      <MyCertificates certificates={certificates} />
      <MyData />
      <DangerZone
        confirming={confirm?.kind === "delete-account"}
        hasCertificates={certificates.length > 0}
        actionData={resultFor("delete-account")}
      />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
