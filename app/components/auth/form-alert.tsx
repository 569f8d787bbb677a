/**
 * A failure shown inside the page next to its form (e.g. 'Inicio de Sesión Fallido'). It is part
 * of the action's own response, so it appears with or without JS and never lingers on a later page.
 */
export function FormAlert({ id, title, message }: { id?: string; title: string; message: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{message}</p>
    </div>
  );
}
