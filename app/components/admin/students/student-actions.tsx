import { buttonClasses } from "~/components/ui/button";
import { ConfirmAction, ConfirmStep, type ConfirmProps } from "~/components/ui/confirm-action";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormFailure } from "~/utils/form-reply";
import type { StudentForAdmin } from "~/models/student-admin.server";
import type { StudentIntent } from "~/schemas/admin-students";

type Person = StudentForAdmin["user"];

const CONFIRM_ID = "confirmar-accion";

/** What each action's trigger, confirmation and button say. */
function copyFor(intent: StudentIntent, person: Person) {
  switch (intent) {
    case "send-reset":
      return {
        trigger: "Enviar enlace para restablecer",
        title: "¿Enviar un enlace para restablecer la contraseña?",
        description: `Enviaremos a ${person.email} un enlace y un código que valen 30 minutos. Su contraseña actual sigue funcionando hasta que la cambie.`,
        confirmLabel: "Enviar enlace",
        pendingLabel: "Enviando...",
      };
    case "block":
      return {
        trigger: "Bloquear cuenta",
        title: `¿Bloquear la cuenta de ${person.name}?`,
        description:
          "No podrá iniciar sesión y se cerrarán todas sus sesiones abiertas. Su progreso y sus certificados se conservan; puedes desbloquearla cuando quieras.",
        confirmLabel: "Bloquear",
        pendingLabel: "Bloqueando...",
      };
    case "unblock":
      return {
        trigger: "Desbloquear cuenta",
        title: `¿Desbloquear la cuenta de ${person.name}?`,
        description: "Podrá volver a iniciar sesión con su contraseña.",
        confirmLabel: "Desbloquear",
        pendingLabel: "Desbloqueando...",
      };
    case "grant-admin":
      return {
        trigger: "Hacer administrador",
        title: `¿Dar el rol de administrador a ${person.name}?`,
        description:
          "Podrá entrar a este panel: editar cursos, leer mensajes y administrar cuentas, incluida la tuya.",
        confirmLabel: "Dar rol de administrador",
        pendingLabel: "Guardando...",
      };
    case "revoke-admin":
      return {
        trigger: "Quitar rol de administrador",
        title: `¿Quitar el rol de administrador a ${person.name}?`,
        description: "Volverá a ser estudiante y dejará de ver este panel.",
        confirmLabel: "Quitar rol",
        pendingLabel: "Guardando...",
      };
    case "delete":
      return {
        trigger: "Eliminar cuenta",
        title: `¿Eliminar la cuenta de ${person.name}?`,
        description:
          "Se eliminan su cuenta, sus inscripciones, su progreso y sus proyectos. Sus certificados siguen siendo verificables. Esta acción no se puede deshacer.",
        confirmLabel: "Eliminar cuenta",
        pendingLabel: "Eliminando...",
      };
  }
}

/** The actions that apply to this person now (one's own account allows only the reset link). */
export function availableIntents(person: Person, isSelf: boolean): StudentIntent[] {
  const intents: StudentIntent[] = [];
  if (!person.blockedAt) intents.push("send-reset");
  if (!isSelf) intents.push(person.blockedAt ? "unblock" : "block");
  if (person.role === "student") intents.push("grant-admin");
  else if (!isSelf) intents.push("revoke-admin");
  if (!isSelf) intents.push("delete");
  return intents;
}

/**
 * The person's actions, each behind a confirmation: a link to `?confirm=<intent>` (the step the
 * server renders, without JS) that opens the same form in a dialog with JS. A refusal (last
 * admin, one's own account) comes back as the action's answer and is shown above them.
 */
export function StudentActions({
  person,
  isSelf,
  confirming,
  failure,
}: {
  person: Person;
  isSelf: boolean;
  confirming: StudentIntent | null;
  failure: FormFailure | undefined;
}) {
  const pageUrl = `/admin/students/${person.id}`;
  const intents = availableIntents(person, isSelf);
  const confirmProps = (intent: StudentIntent): ConfirmProps => {
    const { trigger: _trigger, ...copy } = copyFor(intent, person);
    return { ...copy, action: pageUrl, intent };
  };
  return (
    <section
      aria-labelledby="student-actions"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="student-actions" className="text-lg font-bold">
        Acciones
      </h3>
      <div className="mt-3 space-y-4">
        <FormAlert id="student-action-error" failure={failure} />
        {confirming && intents.includes(confirming) ? (
          <ConfirmStep id={CONFIRM_ID} cancelTo={pageUrl} {...confirmProps(confirming)} />
        ) : null}
        <ul className="flex flex-wrap gap-2">
          {intents.map((intent) => (
            <li key={intent}>
              <ConfirmAction
                trigger={copyFor(intent, person).trigger}
                triggerClassName={buttonClasses({
                  variant: intent === "delete" || intent === "block" ? "danger" : "secondary",
                  size: "sm",
                })}
                confirmTo={`${pageUrl}?confirm=${intent}#${CONFIRM_ID}`}
                {...confirmProps(intent)}
              />
            </li>
          ))}
        </ul>
        {isSelf ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Es tu propia cuenta: no puedes bloquearla, quitarte el rol de administrador ni
            eliminarla desde aquí.
          </p>
        ) : null}
      </div>
    </section>
  );
}
