import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { Button, buttonClasses } from "~/components/ui/button";

type ConfirmProps = {
  title: string;
  description?: ReactNode;
  /** The cancel control's text ('Cancelar'). */
  cancelLabel?: string;
  /** The confirm control: usually a `<Form>` with a submit button, or a button with onClick. */
  children: ReactNode;
};

/**
 * A modal confirmation (JS only): title, description, Cancelar, and the confirm control passed as
 * children. Focus is trapped inside and returns to the trigger on close; Escape cancels.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  cancelLabel = "Cancelar",
  children,
}: ConfirmProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      className="fixed inset-0 z-[80] overflow-y-auto"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 transition-opacity duration-200 data-[closed]:opacity-0"
      />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel
          transition
          className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl transition duration-200 data-[closed]:scale-95 data-[closed]:opacity-0 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          {description ? (
            <Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {description}
            </Description>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} autoFocus>
              {cancelLabel}
            </Button>
            {children}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * The same confirmation as a step the server renders (for visitors without JS): an inline panel
 * with the confirm control and a link back (`cancelTo`) that cancels.
 */
export function ConfirmPanel({
  id,
  title,
  description,
  cancelLabel = "Cancelar",
  cancelTo,
  children,
}: ConfirmProps & { id: string; cancelTo: string }) {
  return (
    <div
      id={id}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="scroll-mt-24 rounded-xl border-2 border-red-400 bg-red-50 p-5 text-slate-900 dark:border-red-700 dark:bg-red-950/40 dark:text-slate-100"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h3>
      {description ? (
        <p id={`${id}-description`} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {description}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} preventScrollReset className={buttonClasses({ variant: "secondary" })}>
          {cancelLabel}
        </Link>
        {children}
      </div>
    </div>
  );
}
