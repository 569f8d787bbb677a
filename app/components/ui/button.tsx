import { Link, useNavigation, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

import { Spinner } from "~/components/ui/spinner";

/** Variant classes, defined in app/tailwind.css (`.btn-*`): one short name per copy in the HTML. */
const VARIANTS = {
  primary: "btn-primary",
  // Disabled, it turns dashed and muted: an action that cannot be taken must not look like one.
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  danger: "btn-danger",
} as const;

const SIZES = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-6 py-3 text-base",
} as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

export function buttonClasses({ variant = "primary", size = "md" }: ButtonStyle = {}) {
  return `btn ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({
  variant,
  size,
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button className={`${buttonClasses({ variant, size })} ${className}`} {...props} />;
}

export function ButtonLink({ variant, size, className = "", ...props }: LinkProps & ButtonStyle) {
  return <Link className={`${buttonClasses({ variant, size })} ${className}`} {...props} />;
}

/**
 * Submit button that shows a spinner while its own form submission is in flight. `intent` (when
 * given) is sent as the button's value, so one form can carry several actions.
 */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  formAction,
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & { pendingLabel?: string; intent?: string; formAction?: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent) &&
    (formAction === undefined || navigation.formAction === formAction);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      formAction={formAction}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      // A static page's script shows it while the form is sent (`~/enhance/forms`).
      data-pending-label={pendingLabel}
      {...props}
    >
      {pending ? <Spinner size="sm" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/** An inline text link inside running copy. */
export const textLinkClasses =
  "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300";
