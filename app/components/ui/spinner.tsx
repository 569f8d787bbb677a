import { Icon } from "~/components/ui/layout-icons";

const SIZES = { sm: "h-4 w-4", md: "h-6 w-6", lg: "h-12 w-12" } as const;

export function Spinner({
  size = "md",
  label,
  className = "",
}: {
  size?: keyof typeof SIZES;
  label?: string;
  className?: string;
}) {
  return (
    <span
      role={label ? "status" : undefined}
      className={`inline-flex items-center gap-2 ${className}`}
    >
      <Icon name="spinner" className={`${SIZES[size]} animate-spin`} />
      {label ? <span>{label}</span> : null}
    </span>
  );
}
