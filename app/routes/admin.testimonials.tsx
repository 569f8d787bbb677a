import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireAdmin } from "~/auth/session.server";
import { personCard } from "~/components/admin/admin-cards";
import { AdminCrudPage } from "~/components/admin/admin-crud-list";
import { AdminPanel } from "~/components/admin/admin-panel";
import { TestimonialForm } from "~/components/admin/testimonial-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as testimonial from "~/models/testimonial.server";
import { testimonialActionSchema } from "~/schemas/admin";
import { TESTIMONIAL_COPY } from "~/utils/admin-copy.server";
import { adminCrudAction } from "~/utils/admin-crud.server";
import { listSelection } from "~/utils/admin-form.server";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Testimonios · Panel de Administración") },
];

const LIST_URL = "/admin/testimonials";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const testimonials = testimonial.listTestimonials();
  return { testimonials, ...listSelection(request, testimonials) };
}

export function action(args: ActionFunctionArgs) {
  return adminCrudAction(args, testimonialActionSchema, () => ({
    listUrl: LIST_URL,
    uploads: true,
    create: (admin, input, image) => testimonial.createTestimonial(admin, input, image),
    update: (admin, { testimonialId, ...input }, image) =>
      testimonial.updateTestimonial(admin, testimonialId, input, image),
    remove: (admin, { testimonialId }) => testimonial.deleteTestimonial(admin, testimonialId),
    copy: TESTIMONIAL_COPY,
  }));
}

const testimonialCard = personCard<testimonial.TestimonialRecord>(
  (item) => `el testimonio de «${item.name}»`,
  (item) => `${item.courseName} · ${item.rating} / 5`,
);

export default function AdminTestimonialsPage() {
  const { testimonials, ...selection } = useLoaderData<typeof loader>();
  return (
    <AdminPanel title="Testimonios" description="Lo que cuentan los estudiantes, en la portada.">
      <AdminCrudPage
        {...selection}
        form={TestimonialForm}
        label="Testimonios"
        items={testimonials}
        empty="No hay testimonios disponibles"
        listUrl={LIST_URL}
        idField="testimonialId"
        card={testimonialCard}
      />
    </AdminPanel>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
