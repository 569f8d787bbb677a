import { parseWithZod } from "@conform-to/zod/v4";
import type { DefaultValue } from "@conform-to/react";
import type * as z from "zod";

import { AdminFormCard, type AdminFormProps } from "~/components/admin/admin-panel";
import { TextareaField, TextField } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import {
  DEFAULT_SECTION_DURATION,
  MAX_SECTION_RESOURCES,
  resourcesAsText,
  sectionSchema,
  type SectionInput,
} from "~/schemas/syllabus";

export type EditableSection = {
  id: number;
  title: string;
  content: string;
  duration: number;
  order: number;
  videoUrl: string | null;
  resources: { title: string; url: string }[];
};

type SectionFormFields = Record<
  "title" | "content" | "duration" | "order" | "videoUrl" | "resources",
  string
>;

const sectionFieldsSchema = sectionSchema.omit({ moduleId: true });
const sectionFormSchema = sectionFieldsSchema as unknown as z.ZodType<
  Omit<SectionInput, "moduleId">,
  SectionFormFields
>;

function formDefaults(
  section: EditableSection | null,
  nextOrder: number,
): DefaultValue<SectionFormFields> {
  if (!section) return { duration: String(DEFAULT_SECTION_DURATION), order: String(nextOrder) };
  return {
    title: section.title,
    content: section.content,
    duration: String(section.duration),
    order: String(section.order),
    videoUrl: section.videoUrl ?? "",
    resources: resourcesAsText(section.resources),
  };
}

/** The form's labels, in its order (the error summary names the fields with them). */
const LABELS = {
  title: "Título",
  content: "Contenido",
  duration: "Duración (minutos)",
  order: "Orden",
  videoUrl: "Video (opcional)",
  resources: "Recursos (opcional)",
};

/** SPEC §5 section form, create or edit; a new section proposes the next free order. */
export function SectionForm({
  editing: section,
  nextOrder,
  ...page
}: AdminFormProps<EditableSection>) {
  const [form, fields] = useSchemaForm(sectionFormSchema, {
    parse: parseWithZod,
    id: `section-${section?.id ?? "new"}`,
    lastResult: page.actionData?.result,
    defaultValue: formDefaults(section, nextOrder),
    constraintSchema: sectionFieldsSchema,
  });
  return (
    <AdminFormCard
      {...page}
      form={form}
      labels={LABELS}
      editing={section}
      idField="sectionId"
      title={section ? `Editar ${section.title}` : "Nueva sección"}
      submitLabel={section ? "Guardar cambios" : "Crear sección"}
    >
      <TextField meta={fields.title} label={LABELS.title} />
      <TextareaField meta={fields.content} label={LABELS.content} rows={8} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.duration} label={LABELS.duration} type="number" />
        <TextField
          meta={fields.order}
          label={LABELS.order}
          type="number"
          hint="Si el número ya está ocupado, los demás se desplazan un lugar."
        />
      </div>
      <TextField
        meta={fields.videoUrl}
        label={LABELS.videoUrl}
        // The schema's preprocess reads as required to the constraint derivation; both are optional.
        required={false}
        inputMode="url"
        placeholder="https://… o /media/leccion.webm"
        hint="Un archivo MP4 o WebM se reproduce en el curso; cualquier otra URL se muestra como enlace."
      />
      <TextareaField
        meta={fields.resources}
        label={LABELS.resources}
        required={false}
        rows={4}
        placeholder="Guía de HTML | https://developer.mozilla.org/es/docs/Web/HTML"
        hint={`Uno por línea, como «Título | URL»; hasta ${MAX_SECTION_RESOURCES}.`}
      />
    </AdminFormCard>
  );
}
