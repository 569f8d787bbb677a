import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPanel, FormAndList } from "~/components/admin/admin-panel";
import { PeopleList } from "~/components/admin/people-list";
import { TestimonialForm } from "~/components/admin/testimonial-form";
import { formResult, type AdminActionData } from "~/components/admin/types";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  updateTestimonial,
} from "~/models/testimonial.server";
import { testimonialActionSchema } from "~/schemas/admin";
import {
  readListQuery,
  readUploadForm,
  redirectWithFailure,
  refuseDomainError,
  refuseInvalid,
  refuseTooLarge,
  uploadedImage,
} from "~/utils/admin-form.server";
import { pageTitle } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Testimonios · Panel de Administración") },
];

const LIST_URL = "/admin/testimonials";
const TITLES = { create: "Error al agregar testimonio", update: "Error al actualizar testimonio" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const testimonials = listTestimonials();
  const { editId, confirmDeleteId } = readListQuery(request);
  const inList = (id: number | null) => testimonials.find((item) => item.id === id) ?? null;
  return {
    testimonials,
    editing: inList(editId),
    confirmDeleteId: inList(confirmDeleteId)?.id ?? null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readUploadForm(request);
  if (!form.ok) {
    const editing = readListQuery(request).editId !== null;
    return refuseTooLarge(editing ? "update" : "create", TITLES[editing ? "update" : "create"]);
  }
  const { formData } = form;
  const submission = parseWithZod(formData, { schema: testimonialActionSchema });
  if (submission.status !== "success") return refuseInvalid(formData, submission, TITLES);
  const { value } = submission;

  switch (value.intent) {
    case "create":
    case "update": {
      const { intent, ...input } = value;
      try {
        const upload = { upload: await uploadedImage(formData) };
        const testimonial =
          value.intent === "update"
            ? await updateTestimonial(admin, value.testimonialId, input, upload)
            : await createTestimonial(admin, input, upload);
        return redirectWithToast(LIST_URL, {
          title: intent === "update" ? "Testimonio actualizado" : "Testimonio agregado",
          description: `El testimonio de «${testimonial.name}» se ha guardado.`,
        });
      } catch (error) {
        return refuseDomainError(intent, submission, error, TITLES[intent]);
      }
    }
    case "delete": {
      try {
        deleteTestimonial(admin, value.testimonialId);
        return redirectWithToast(LIST_URL, {
          title: "Testimonio eliminado",
          description: "El testimonio ha sido eliminado.",
        });
      } catch (error) {
        return redirectWithFailure(LIST_URL, error, {
          fallback: "Error al eliminar el testimonio",
        });
      }
    }
  }
}

export default function AdminTestimonialsPage() {
  const { testimonials, editing, confirmDeleteId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AdminActionData | undefined;
  const formKey = `${editing?.id ?? "new"}-${testimonials.length}-${testimonials.at(-1)?.id ?? 0}`;
  return (
    <AdminPanel title="Testimonios" description="Lo que cuentan los estudiantes, en la portada.">
      <FormAndList
        form={
          <TestimonialForm
            key={formKey}
            testimonial={editing}
            nextOrder={testimonials.length + 1}
            action={editing ? `${LIST_URL}?edit=${editing.id}` : LIST_URL}
            actionData={formResult(actionData)}
          />
        }
        list={
          <PeopleList
            label="Testimonios"
            items={testimonials}
            empty="No hay testimonios disponibles"
            listUrl={LIST_URL}
            idField="testimonialId"
            what={(testimonial) => `el testimonio de «${testimonial.name}»`}
            details={(testimonial) => `${testimonial.courseName} · ${testimonial.rating} / 5`}
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
