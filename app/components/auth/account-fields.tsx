import { TextField, type AnyFieldMeta } from "~/components/ui/field";

/** The account's username, as the register and profile forms ask for it. */
export function UsernameField<Schema>({ meta }: { meta: AnyFieldMeta<Schema> }) {
  return (
    <TextField
      meta={meta}
      label="Nombre de usuario"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
