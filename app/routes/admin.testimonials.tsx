import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { AdminPanel, FormAndList } from "~/components/admin/admin-panel";
import { PeopleList } from "~/components/admin/people-list";
import { TestimonialForm } from "~/components/admin/testimonial-form";
import { formResult, useIntentReply } from "~/utils/form-reply";
import type { AdminIntent } from "~/schemas/admin";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  updateTestimonial,
} from "~/models/testimonial.server";
import { testimonialActionSchema } from "~/schemas/admin";
import { readListQuery } from "~/utils/admin-form.server";
import { peopleAction } from "~/utils/admin-people-action.server";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Testimonios · Panel de Administración") },
];

const LIST_URL = "/admin/testimonials";

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

// A function, not `peopleAction({...})` at the top level: the browser copy of this module
// keeps top-level calls, and the server-only helper does not exist there.
export function action(args: ActionFunctionArgs) {
  return peopleAction({
    listUrl: LIST_URL,
    schema: testimonialActionSchema,
    idKey: "testimonialId",
    failureTitles: {
      create: "Error al agregar testimonio",
      update: "Error al actualizar testimonio",
    },
    create: createTestimonial,
    update: updateTestimonial,
    remove: deleteTestimonial,
    savedToast: (intent, testimonial) => ({
      title: intent === "update" ? "Testimonio actualizado" : "Testimonio agregado",
      description: `El testimonio de «${testimonial.name}» se ha guardado.`,
    }),
    deletedToast: {
      title: "Testimonio eliminado",
      description: "El testimonio ha sido eliminado.",
    },
    deleteFallback: "Error al eliminar el testimonio",
  })(args);
}

export default function AdminTestimonialsPage() {
  const { testimonials, editing, confirmDeleteId } = useLoaderData<typeof loader>();
  const actionData = useIntentReply<AdminIntent>();
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
