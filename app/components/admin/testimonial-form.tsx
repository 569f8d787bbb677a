import { parseWithZod } from "@conform-to/zod/v4";
import type { DefaultValue } from "@conform-to/react";
import type * as z from "zod";

import { AdminFormCard, type AdminFormProps } from "~/components/admin/admin-panel";
import { ImageField } from "~/components/admin/image-field";
import { TextareaField, TextField } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { withImageUpload } from "~/schemas/admin";
import { DEFAULT_RATING, testimonialSchema, type TestimonialInput } from "~/schemas/testimonial";

export type EditableTestimonial = {
  id: number;
  name: string;
  courseName: string;
  text: string;
  image: string;
  rating: number;
  order: number;
};

type TestimonialFormFields = Record<
  "name" | "courseName" | "text" | "image" | "rating" | "order",
  string
>;

const testimonialFormSchema = withImageUpload(testimonialSchema) as unknown as z.ZodType<
  TestimonialInput,
  TestimonialFormFields
>;

function formDefaults(
  testimonial: EditableTestimonial | null,
  nextOrder: number,
): DefaultValue<TestimonialFormFields> {
  if (!testimonial) return { rating: String(DEFAULT_RATING), order: String(nextOrder) };
  return { ...testimonial, rating: String(testimonial.rating), order: String(testimonial.order) };
}

/** The form's labels, in its order (the error summary names the fields with them). */
const LABELS = {
  name: "Nombre",
  courseName: "Curso",
  text: "Testimonio",
  image: "URL de la foto",
  rating: "Calificación",
  order: "Orden",
};

/** SPEC §5 testimonial form, create or edit (rating 1–5 in halves, clamped by the server). */
export function TestimonialForm({
  editing: testimonial,
  nextOrder,
  ...page
}: AdminFormProps<EditableTestimonial>) {
  const [form, fields] = useSchemaForm(testimonialFormSchema, {
    parse: parseWithZod,
    id: `testimonial-${testimonial?.id ?? "new"}`,
    lastResult: page.actionData?.result,
    defaultValue: formDefaults(testimonial, nextOrder),
    constraintSchema: testimonialSchema,
  });
  return (
    <AdminFormCard
      {...page}
      form={form}
      labels={LABELS}
      editing={testimonial}
      idField="testimonialId"
      title={testimonial ? `Editar ${testimonial.name}` : "Nuevo testimonio"}
      submitLabel={testimonial ? "Guardar cambios" : "Agregar testimonio"}
      multipart
    >
      <TextField meta={fields.name} label={LABELS.name} />
      <TextField meta={fields.courseName} label={LABELS.courseName} />
      <TextareaField meta={fields.text} label={LABELS.text} rows={4} />
      <ImageField
        required
        meta={fields.image}
        form={form}
        label={LABELS.image}
        current={testimonial?.image}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.rating}
          label={LABELS.rating}
          type="number"
          step={0.5}
          min={1}
          max={5}
          hint="De 1 a 5; se admiten medios puntos."
        />
        <TextField meta={fields.order} label={LABELS.order} type="number" min={1} />
      </div>
    </AdminFormCard>
  );
}
