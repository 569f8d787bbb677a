const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

const FILL_CLASSES = { 0: "w-0", 50: "w-1/2", 100: "w-full" } as const;

/** 1–5 stars, halves shown (SPEC §3 testimonials: "rating 1-5, halves displayable"). */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
  return (
    <div
      role="img"
      aria-label={`Calificación: ${value.toLocaleString("es-MX")} de 5`}
      className="flex items-center gap-0.5"
      data-rating={value}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = value >= position ? 100 : value >= position - 0.5 ? 50 : 0;
        return (
          <span key={position} className="relative h-5 w-5" data-fill={fill}>
            <Star className="h-5 w-5 text-slate-300 dark:text-slate-600" />
            <span className={`absolute inset-y-0 left-0 overflow-hidden ${FILL_CLASSES[fill]}`}>
              <Star className="h-5 w-5 max-w-none text-amber-400" />
            </span>
          </span>
        );
      })}
    </div>
  );
}
