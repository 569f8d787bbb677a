import { parseWithZod } from "@conform-to/zod/v4";
import type { DefaultValue } from "@conform-to/react";
import type * as z from "zod";

import { AdminFormCard, type AdminFormProps } from "~/components/admin/admin-panel";
import { ImageField } from "~/components/admin/image-field";
import { FormSection, TextareaField, TextField } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { withImageUpload } from "~/schemas/admin";
import { teamMemberSchema, type TeamMemberInput } from "~/schemas/team";

export type EditableMember = {
  id: number;
  name: string;
  role: string;
  bio: string;
  image: string;
  order: number;
  linkedIn: string | null;
  github: string | null;
  twitter: string | null;
  instagram: string | null;
};

const SOCIAL = [
  { name: "linkedIn", label: "LinkedIn" },
  { name: "github", label: "GitHub" },
  { name: "twitter", label: "Twitter / X" },
  { name: "instagram", label: "Instagram" },
] as const;

type TeamFormFields = Record<
  "name" | "role" | "bio" | "image" | "order" | (typeof SOCIAL)[number]["name"],
  string
>;

const teamFormSchema = withImageUpload(teamMemberSchema) as unknown as z.ZodType<
  TeamMemberInput,
  TeamFormFields
>;

function formDefaults(
  member: EditableMember | null,
  nextOrder: number,
): DefaultValue<TeamFormFields> {
  if (!member) return { order: String(nextOrder) };
  return {
    ...member,
    order: String(member.order),
    linkedIn: member.linkedIn ?? "",
    github: member.github ?? "",
    twitter: member.twitter ?? "",
    instagram: member.instagram ?? "",
  };
}

/** The form's labels, in its order (the error summary names the fields with them). */
const LABELS = {
  name: "Nombre",
  role: "Cargo",
  bio: "Biografía",
  image: "URL de la foto",
  order: "Orden",
  ...Object.fromEntries(SOCIAL.map((social) => [social.name, social.label])),
};

/** SPEC §5 team form, create or edit. */
export function TeamForm({ editing: member, nextOrder, ...page }: AdminFormProps<EditableMember>) {
  const [form, fields] = useSchemaForm(teamFormSchema, {
    parse: parseWithZod,
    id: `member-${member?.id ?? "new"}`,
    lastResult: page.actionData?.result,
    defaultValue: formDefaults(member, nextOrder),
    constraintSchema: teamMemberSchema,
  });
  return (
    <AdminFormCard
      {...page}
      form={form}
      labels={LABELS}
      editing={member}
      idField="memberId"
      title={member ? `Editar ${member.name}` : "Nuevo miembro"}
      submitLabel={member ? "Guardar cambios" : "Agregar miembro"}
      multipart
    >
      <TextField meta={fields.name} label={LABELS.name} />
      <TextField meta={fields.role} label={LABELS.role} placeholder="Instructor" />
      <TextareaField meta={fields.bio} label={LABELS.bio} rows={4} />
      <ImageField
        required
        meta={fields.image}
        form={form}
        label={LABELS.image}
        current={member?.image}
      />
      <TextField meta={fields.order} label={LABELS.order} type="number" />
      <FormSection title="Redes sociales" description="Opcionales: URLs completas (https://...).">
        {SOCIAL.map((social) => (
          <TextField
            key={social.name}
            meta={fields[social.name]}
            label={social.label}
            type="url"
            placeholder="https://"
            required={false}
          />
        ))}
      </FormSection>
    </AdminFormCard>
  );
}
