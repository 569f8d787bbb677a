import { Badge } from "~/components/ui/badge";
import { formatPrice } from "~/data/merch";

export function StockBadge({ inStock }: { inStock: boolean }) {
  return <Badge tone={inStock ? "green" : "amber"}>{inStock ? "En Stock" : "Próximamente"}</Badge>;
}

/** A price in pesos with its currency, as the list (`md`) and the detail page (`lg`) show it. */
export function Price({
  amount,
  size = "md",
  className = "",
}: {
  amount: number;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <p
      className={`font-bold text-strong ${size === "lg" ? "text-3xl" : "text-2xl"} ${className}`}
      data-testid="merch-price"
    >
      {formatPrice(amount)}{" "}
      <span className={`font-medium text-muted ${size === "lg" ? "text-base" : "text-sm"}`}>
        MXN
      </span>
    </p>
  );
}
