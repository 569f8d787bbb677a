import { parseWithZod } from "@conform-to/zod/v4";
import type { DefaultValue } from "@conform-to/react";
import type * as z from "zod";

import { AdminFormCard, type AdminFormProps } from "~/components/admin/admin-panel";
import { SelectField, TextareaField, TextField } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DIFFICULTY_LABELS, MODULE_DIFFICULTIES } from "~/data/catalogue";
import { DEFAULT_MODULE_DURATION, moduleSchema, type ModuleInput } from "~/schemas/syllabus";

export type EditableModule = {
  id: number;
  title: string;
  description: string;
  duration: number;
  order: number;
  difficulty: string;
  instructor: string;
};

type ModuleFormFields = Record<
  "title" | "description" | "duration" | "order" | "difficulty" | "instructor",
  string
>;

const moduleFormSchema = moduleSchema.omit({ courseId: true }) as unknown as z.ZodType<
  Omit<ModuleInput, "courseId">,
  ModuleFormFields
>;

/** Stored values (Easy...) with the labels the spec shows (Fácil...). */
const DIFFICULTY_OPTIONS = MODULE_DIFFICULTIES.map((value) => ({
  value,
  label: DIFFICULTY_LABELS[value],
}));

function formDefaults(
  module: EditableModule | null,
  { nextOrder, instructor }: { nextOrder: number; instructor: string },
): DefaultValue<ModuleFormFields> {
  if (!module) {
    return {
      duration: String(DEFAULT_MODULE_DURATION),
      order: String(nextOrder),
      difficulty: MODULE_DIFFICULTIES[0],
      instructor,
    };
  }
  return { ...module, duration: String(module.duration), order: String(module.order) };
}

/** The form's labels, in its order (the error summary names the fields with them). */
const LABELS = {
  title: "Título",
  description: "Descripción",
  duration: "Duración (horas)",
  order: "Orden",
  difficulty: "Dificultad",
  instructor: "Instructor",
};

/** SPEC §5 module form, create or edit; a new module proposes the next free order. */
export function ModuleForm({
  editing: module,
  nextOrder,
  instructor,
  ...page
}: AdminFormProps<EditableModule> & {
  /** The course's instructor, proposed for a new module. */
  instructor: string;
}) {
  const [form, fields] = useSchemaForm(moduleFormSchema, {
    parse: parseWithZod,
    id: `module-${module?.id ?? "new"}`,
    lastResult: page.actionData?.result,
    defaultValue: formDefaults(module, { nextOrder, instructor }),
    constraintSchema: moduleSchema.omit({ courseId: true }),
  });
  return (
    <AdminFormCard
      {...page}
      form={form}
      labels={LABELS}
      editing={module}
      idField="moduleId"
      title={module ? `Editar ${module.title}` : "Nuevo módulo"}
      submitLabel={module ? "Guardar cambios" : "Crear módulo"}
    >
      <TextField meta={fields.title} label={LABELS.title} />
      <TextareaField meta={fields.description} label={LABELS.description} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.duration} label={LABELS.duration} type="number" />
        <TextField
          meta={fields.order}
          label={LABELS.order}
          type="number"
          hint="Si el número ya está ocupado, los demás se desplazan un lugar."
        />
      </div>
      <SelectField
        meta={fields.difficulty}
        label={LABELS.difficulty}
        options={DIFFICULTY_OPTIONS}
      />
      <TextField meta={fields.instructor} label={LABELS.instructor} />
    </AdminFormCard>
  );
}
