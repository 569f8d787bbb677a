import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { buttonClasses } from "~/components/ui/button";
import { ConfirmAction, ConfirmStep, type ConfirmProps } from "~/components/ui/confirm-action";

export type DeleteProps = {
  /** What is deleted, for the description ('el curso «HTML»'). */
  what: string;
  /** The page's own action URL and the list URL the step's 'Cancelar' returns to. */
  action: string;
  listUrl: string;
  /** The hidden field naming the row, e.g. `{ courseId: "3" }`. */
  fields: Record<string, string>;
  /** The id the `?confirm=delete&id=` step and the anchor use. */
  id: number;
};

function deleteCopy({ what, action, fields }: DeleteProps): ConfirmProps {
  return {
    title: "Confirmar eliminación",
    description: `Se eliminará ${what}. Esta acción no se puede deshacer.`,
    confirmLabel: "Eliminar",
    pendingLabel: "Eliminando...",
    action,
    intent: "delete",
    fields,
  };
}

const anchorFor = (id: number) => `confirmar-eliminacion-${id}`;

/** 'Eliminar': a link to the server-rendered confirmation (no JS) that opens the dialog with JS. */
export function DeleteTrigger(props: DeleteProps) {
  const separator = props.listUrl.includes("?") ? "&" : "?";
  return (
    <ConfirmAction
      {...deleteCopy(props)}
      confirmTo={`${props.listUrl}${separator}confirm=delete&id=${props.id}#${anchorFor(props.id)}`}
      trigger="Eliminar"
      triggerClassName={buttonClasses({ variant: "danger", size: "sm" })}
    />
  );
}

/** The confirmation step the server renders for `?confirm=delete&id=N`. */
export function DeleteStep(props: DeleteProps) {
  return <ConfirmStep id={anchorFor(props.id)} cancelTo={props.listUrl} {...deleteCopy(props)} />;
}

/**
 * An admin list item's actions: 'Editar' (a link to the page's `?edit=N`), then the item's own
 * links or forms (`children`), then 'Eliminar', hidden while its confirmation step is shown.
 */
export function ItemActions({
  name,
  editTo,
  remove,
  confirming,
  children,
}: {
  /** The item's name, for the links' accessible names ('Editar HTML'). */
  name: string;
  editTo: string;
  remove: DeleteProps;
  confirming: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <Link
        to={editTo}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
        aria-label={`Editar ${name}`}
      >
        Editar
      </Link>
      {children}
      {confirming ? null : <DeleteTrigger {...remove} />}
    </>
  );
}
