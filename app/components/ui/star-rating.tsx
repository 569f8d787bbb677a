import { RatingStars } from "~/components/ui/icons";

const ratingFormatter = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 1 });

/**
 * Five stars painted up to `rating` (1–5), read out as one image. Testimonials round to halves
 * (SPEC §3: "halves displayable"); merch shows its exact rating with the review count.
 */
export function StarRating({
  rating,
  reviews,
  halves = false,
}: {
  rating: number;
  reviews?: number;
  halves?: boolean;
}) {
  const value = Math.min(5, Math.max(0, halves ? Math.round(rating * 2) / 2 : rating));
  const shown = ratingFormatter.format(value);
  const label =
    reviews === undefined
      ? `Calificación: ${shown} de 5`
      : `Calificación: ${shown} de 5, ${reviews} reseñas`;
  return (
    <div className="flex items-center gap-2" role="img" aria-label={label} data-rating={value}>
      <RatingStars value={value} />
      {reviews === undefined ? null : (
        <span className="text-sm text-soft" aria-hidden="true">
          {value.toFixed(1)} ({reviews} reseñas)
        </span>
      )}
    </div>
  );
}
