import { Badge } from "~/components/ui/badge";

export function StockBadge({ inStock }: { inStock: boolean }) {
  return <Badge tone={inStock ? "green" : "amber"}>{inStock ? "En Stock" : "Próximamente"}</Badge>;
}

function Star({ fill }: { fill: number }) {
  // fill: 0..1, the share of the star painted (a 4.8 rating paints 80 % of the fifth star).
  const percent = Math.round(fill * 100);
  const id = `star-${percent}`;
  return (
    <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${percent}%`} stopColor="#f59e0b" />
          <stop offset={`${percent}%`} stopColor="currentColor" />
        </linearGradient>
      </defs>
      <path
        fill={`url(#${id})`}
        d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z"
      />
    </svg>
  );
}

export function StarRating({ rating, reviews }: { rating: number; reviews: number }) {
  const label = `Calificación: ${rating.toFixed(1)} de 5, ${reviews} reseñas`;
  return (
    <div className="flex items-center gap-2" role="img" aria-label={label}>
      <span className="flex text-slate-300 dark:text-slate-600">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} fill={Math.min(1, Math.max(0, rating - index))} />
        ))}
      </span>
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
        {rating.toFixed(1)} ({reviews} reseñas)
      </span>
    </div>
  );
}
