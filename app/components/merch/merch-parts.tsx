import { Badge } from "~/components/ui/badge";

export function StockBadge({ inStock }: { inStock: boolean }) {
  return <Badge tone={inStock ? "green" : "amber"}>{inStock ? "En Stock" : "Próximamente"}</Badge>;
}
