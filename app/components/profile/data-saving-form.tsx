import { parseWithZod } from "@conform-to/zod/v4";

import { ProfileCard, ProfileForm } from "~/components/profile/card";
import type { ProfileActionData } from "~/components/profile/types";
import { CheckboxField } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DataSavingSchema } from "~/schemas/profile";

/**
 * 'Ahorro de datos' (docs/decisions/127): the account's setting, saved with the form (no JS
 * needed). `browserAsks` is the request's `Save-Data: on`, which turns data saving on for this
 * device whatever the setting says; the card says so rather than show an unticked box that seems
 * to do nothing.
 */
export function DataSavingForm({
  saveData,
  browserAsks,
  actionData,
}: {
  saveData: boolean;
  browserAsks: boolean;
  actionData?: ProfileActionData;
}) {
  const [form, fields] = useSchemaForm(DataSavingSchema, {
    parse: parseWithZod,
    id: "profile-data-saving",
    lastResult: actionData?.result,
    defaultValue: { saveData: saveData ? "on" : undefined },
  });
  return (
    <ProfileCard
      id="uso-de-datos"
      title="Uso de datos"
      description="Para datos móviles o conexiones lentas."
    >
      <ProfileForm
        form={form}
        failure={actionData?.failure}
        labels={{ saveData: "Ahorro de datos" }}
        intent="update-data-saving"
        submitLabel="Guardar preferencia"
        pendingLabel="Guardando..."
      >
        <CheckboxField
          meta={fields.saveData}
          label="Ahorro de datos"
          required={false}
          hint="Carga imágenes más ligeras y no precarga los videos."
        />
        {browserAsks ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Tu navegador ya pide ahorrar datos, así que en este dispositivo el ahorro está activo
            aunque la casilla esté sin marcar.
          </p>
        ) : null}
      </ProfileForm>
    </ProfileCard>
  );
}
