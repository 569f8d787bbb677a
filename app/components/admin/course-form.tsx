import { parseWithZod } from "@conform-to/zod/v4";
import type { DefaultValue } from "@conform-to/react";
import { useRef, useState } from "react";
import type * as z from "zod";

import type { LiveDetails } from "../../../db/enums";
import { LIVE_MODALITIES } from "../../../db/enums";
import { AdminFormCard, type AdminFormProps } from "~/components/admin/admin-panel";
import { ImageField } from "~/components/admin/image-field";
import {
  CheckboxField,
  FormSection,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { withImageUpload } from "~/schemas/admin";
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  DEFAULT_COURSE_CATEGORY,
  DEFAULT_COURSE_LEVEL,
} from "~/data/catalogue";
import { courseSchema, slugify, type CourseInput } from "~/schemas/course";
import { useHydrated } from "~/utils/use-hydrated";

/** The course as the edit form needs it (dates may arrive serialized). */
export type EditableCourse = {
  id: number;
  title: string;
  slug: string;
  description: string;
  shortDescription: string;
  level: string;
  category: string;
  duration: number;
  modules: number;
  image: string;
  instructor: string;
  featured: boolean;
  popular: boolean;
  isNew: boolean;
  isLive: boolean;
  comingSoon: boolean;
  isDisabled: boolean;
  liveDetails: LiveDetails | null;
};

/** What the form posts: text for every field, the live settings nested under `liveDetails`. */
type CourseFormFields = Record<
  | "title"
  | "slug"
  | "description"
  | "shortDescription"
  | "level"
  | "category"
  | "duration"
  | "modules"
  | "image"
  | "instructor"
  | "featured"
  | "popular"
  | "isNew"
  | "isLive"
  | "comingSoon"
  | "isDisabled",
  string
> & { liveDetails: Record<keyof LiveDetails, string> };

/** The schema as the form sees it (preprocessed fields take text). */
const courseFormSchema = withImageUpload(courseSchema) as unknown as z.ZodType<
  CourseInput,
  CourseFormFields
>;

function formDefaults(course: EditableCourse | null): DefaultValue<CourseFormFields> {
  if (!course) return { level: DEFAULT_COURSE_LEVEL, category: DEFAULT_COURSE_CATEGORY };
  const flag = (value: boolean) => (value ? "on" : undefined);
  return {
    ...course,
    duration: String(course.duration),
    modules: String(course.modules),
    featured: flag(course.featured),
    popular: flag(course.popular),
    isNew: flag(course.isNew),
    isLive: flag(course.isLive),
    comingSoon: flag(course.comingSoon),
    isDisabled: flag(course.isDisabled),
    liveDetails: course.liveDetails ?? undefined,
  };
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const FLAGS = [
  { name: "featured", label: "Destacado" },
  { name: "popular", label: "Popular" },
  { name: "isNew", label: "Nuevo" },
  { name: "comingSoon", label: "Próximamente" },
  { name: "isDisabled", label: "Inhabilitado (no admite inscripciones)" },
] as const;

/** The form's labels, in its order (the error summary names the fields with them). */
const LABELS = {
  title: "Título",
  slug: "Slug",
  description: "Descripción",
  shortDescription: "Descripción corta",
  level: "Nivel",
  category: "Categoría",
  duration: "Duración (horas)",
  modules: "Número de módulos",
  image: "URL de la imagen",
  instructor: "Instructor",
  ...Object.fromEntries(FLAGS.map((flag) => [flag.name, flag.label])),
  isLive: "Curso en vivo",
  "liveDetails.liveDuration": "Duración del curso en vivo",
  "liveDetails.schedule": "Horario",
  "liveDetails.modality": "Modalidad",
  "liveDetails.address": "Dirección",
  "liveDetails.contact": "Contacto",
};

/**
 * SPEC §5 course form, create or edit. With JS the slug follows the title until the admin types
 * a slug of their own, and the live settings show only while 'Curso en vivo' is on; without JS
 * the live settings are always shown (and ignored by the server unless the course is live).
 */
export function CourseForm({ editing: course, ...page }: AdminFormProps<EditableCourse>) {
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm(courseFormSchema, {
    parse: parseWithZod,
    id: `course-${course?.id ?? "new"}`,
    lastResult: page.actionData?.result,
    defaultValue: formDefaults(course),
    // The constraints come from the fields, before the schema's closing transform.
    constraintSchema: courseSchema.in,
  });
  const live = fields.liveDetails.getFieldset();
  const [isLive, setIsLive] = useState(fields.isLive.initialValue === "on");
  // A slug typed by hand (or the saved one) is never overwritten from the title.
  const slugByHand = useRef(Boolean(course));

  return (
    <AdminFormCard
      {...page}
      form={form}
      labels={{
        ...LABELS,
        liveDetails: { label: "Ajustes del curso en vivo", target: "ajustes-en-vivo" },
      }}
      editing={course}
      idField="courseId"
      title={course ? `Editar ${course.title}` : "Nuevo curso"}
      submitLabel={course ? "Guardar cambios" : "Crear curso"}
      multipart
    >
      <TextField
        meta={fields.title}
        label={LABELS.title}
        onInput={(event) => {
          const slug = event.currentTarget.form?.elements.namedItem(fields.slug.name);
          if (!slugByHand.current && slug instanceof HTMLInputElement) {
            slug.value = slugify(event.currentTarget.value);
          }
        }}
      />
      <TextField
        meta={fields.slug}
        label={LABELS.slug}
        hint="Se genera a partir del título si lo dejas vacío."
        required={false}
        onInput={(event) => {
          slugByHand.current = event.currentTarget.value !== "";
        }}
      />
      <TextareaField meta={fields.description} label={LABELS.description} rows={4} />
      <TextareaField meta={fields.shortDescription} label={LABELS.shortDescription} rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField meta={fields.level} label={LABELS.level} options={options(COURSE_LEVELS)} />
        <SelectField
          meta={fields.category}
          label={LABELS.category}
          options={options(COURSE_CATEGORIES)}
        />
        <TextField meta={fields.duration} label={LABELS.duration} type="number" />
        <TextField meta={fields.modules} label={LABELS.modules} type="number" />
      </div>
      <ImageField
        required
        meta={fields.image}
        form={form}
        label={LABELS.image}
        current={course?.image}
      />
      <TextField meta={fields.instructor} label={LABELS.instructor} />

      <FormSection title="Etiquetas">
        <div className="grid gap-3 sm:grid-cols-2">
          {FLAGS.map((flag) => (
            <CheckboxField
              key={flag.name}
              meta={fields[flag.name]}
              label={flag.label}
              required={false}
            />
          ))}
        </div>
      </FormSection>

      <CheckboxField
        meta={fields.isLive}
        label={LABELS.isLive}
        required={false}
        hint="Muestra los ajustes del curso en vivo."
        aria-controls="ajustes-en-vivo"
        onChange={(event) => setIsLive(event.currentTarget.checked)}
      />
      {/* Hidden (and not posted) while the course is not live; without JS always shown. */}
      <div id="ajustes-en-vivo" hidden={hydrated && !isLive}>
        <fieldset disabled={hydrated && !isLive} className="contents">
          <FormSection
            title="Ajustes del curso en vivo"
            description={
              hydrated ? undefined : "Solo se guardan si marcas 'Curso en vivo'; si no, se borran."
            }
          >
            <TextField
              meta={live.liveDuration}
              label={LABELS["liveDetails.liveDuration"]}
              placeholder="8 semanas"
              required={false}
            />
            <TextField
              meta={live.schedule}
              label={LABELS["liveDetails.schedule"]}
              placeholder="Sábados de 10:00 a 13:00"
              required={false}
            />
            <SelectField
              meta={live.modality}
              label={LABELS["liveDetails.modality"]}
              options={options(LIVE_MODALITIES)}
              placeholder="Selecciona una modalidad"
              required={false}
            />
            <TextareaField
              meta={live.address}
              label={LABELS["liveDetails.address"]}
              rows={2}
              required={false}
            />
            <TextField meta={live.contact} label={LABELS["liveDetails.contact"]} required={false} />
          </FormSection>
        </fieldset>
      </div>
      {fields.liveDetails.errors?.length ? (
        <p id={fields.liveDetails.errorId} className="text-sm text-red-600 dark:text-red-400">
          {fields.liveDetails.errors[0]}
        </p>
      ) : null}
    </AdminFormCard>
  );
}
