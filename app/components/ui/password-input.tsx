import { getInputProps } from "@conform-to/react";
import { useState, type ReactNode } from "react";

import {
  fieldAria,
  FieldShell,
  inputClasses,
  withoutKey,
  type AnyFieldMeta,
} from "~/components/ui/field";
import { Icon } from "~/components/ui/layout-icons";
import { useStaticDocument } from "~/utils/hydration";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The kit's password field (same frame as every field). With JS a button shows or hides the
 * characters; without JS it is a plain password input (the button would do nothing, so it is not
 * rendered). A static page (docs/decisions/124) sends the button hidden (its `flex` would override
 * the attribute, hence `[&[hidden]]:hidden`), and its script shows it and does the same
 * (`~/enhance/forms`).
 */
export function PasswordField<Schema>({
  meta,
  label,
  hint,
  autoComplete,
}: {
  meta: AnyFieldMeta<Schema>;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: "current-password" | "new-password";
}) {
  const hydrated = useHydrated();
  const staticDocument = useStaticDocument();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <div className="relative">
        <input
          key={meta.key}
          className={`${inputClasses} ${hydrated ? "pr-11" : ""}`}
          {...withoutKey(getInputProps(meta, { type: "password", ariaAttributes: false }))}
          autoComplete={autoComplete}
          {...fieldAria(meta, { hint })}
          type={visible ? "text" : "password"}
        />
        {hydrated || staticDocument ? (
          <button
            type="button"
            hidden={staticDocument}
            data-password-toggle={staticDocument || undefined}
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
            aria-pressed={visible}
            aria-controls={meta.id}
            className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100 [&[hidden]]:hidden"
          >
            <Icon name={visible ? "eye-off" : "eye"} />
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}
