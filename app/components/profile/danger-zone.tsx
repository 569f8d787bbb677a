import { ProfileCard } from "~/components/profile/card";
import type { ProfileActionData } from "~/components/profile/types";
import { buttonClasses } from "~/components/ui/button";
import { ConfirmAction, ConfirmStep } from "~/components/ui/confirm-action";
import { FormAlert } from "~/components/ui/form-alert";

const DELETE_COPY = {
  title: "¿Estás seguro?",
  description:
    "Esta acción no se puede deshacer. Se eliminarán tu cuenta, tus inscripciones y tu progreso, y se cerrará tu sesión.",
  confirmLabel: "Sí, eliminar mi cuenta",
  pendingLabel: "Eliminando...",
  action: "/profile",
  intent: "delete-account",
};

/** 'Administración de Cuenta' → 'Zona de Peligro' → 'Eliminar Cuenta' (with confirmation). */
export function DangerZone({
  confirming,
  actionData,
  hasCertificates = false,
}: {
  confirming: boolean;
  actionData?: ProfileActionData;
  /** Certificates outlive the account (decision 105): the student is told before deleting it. */
  hasCertificates?: boolean;
}) {
  return (
    <div className="mt-12">
      <ProfileCard id="cuenta" title="Administración de Cuenta" tone="danger">
        <div className="rounded-xl border border-red-200 bg-red-50/60 p-5 dark:border-red-900 dark:bg-red-950/30">
          <h3 className="text-lg font-semibold text-red-700 dark:text-red-400">Zona de Peligro</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Eliminar tu cuenta borra de forma permanente tu perfil, tus inscripciones y tu progreso.
          </p>
          {hasCertificates ? (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              Tus certificados se conservan tal como se emitieron y seguirán siendo verificables con
              su código, para que quien ya los recibió pueda comprobarlos. Si también quieres
              retirarlos, escríbenos desde la página de contacto.
            </p>
          ) : null}
          {actionData?.failure ? (
            <div className="mt-4">
              <FormAlert failure={actionData.failure} />
            </div>
          ) : null}
          <div className="mt-4">
            {confirming ? (
              <ConfirmStep id="confirmar-eliminar-cuenta" cancelTo="/profile" {...DELETE_COPY} />
            ) : (
              <ConfirmAction
                {...DELETE_COPY}
                confirmTo="/profile?confirm=delete-account#confirmar-eliminar-cuenta"
                trigger="Eliminar Cuenta"
                triggerClassName={buttonClasses({ variant: "danger" })}
              />
            )}
          </div>
        </div>
      </ProfileCard>
    </div>
  );
}
