import { TextField, type AnyFieldMeta } from "~/components/ui/field";

export const USERNAME_FIELD_LABEL = "Nombre de usuario";

/** The account's username, as the register and profile forms ask for it. */
export function UsernameField<Schema>({ meta }: { meta: AnyFieldMeta<Schema> }) {
  return (
    <TextField
      meta={meta}
      label={USERNAME_FIELD_LABEL}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
