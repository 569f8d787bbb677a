import stripSpriteHref from "~/components/home/strip-sprite.svg";

/**
 * One drawing of the strips' sprite (`strip-symbols.ts`). With a `label` it is an image with that
 * name (a partner's logo); without, decorative (a flag beside its country's name).
 */
export function StripSymbol({
  id,
  label,
  width,
  height,
  className,
}: {
  id: string;
  label?: string;
  width: number;
  height: number;
  className: string;
}) {
  const naming = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg {...naming} width={width} height={height} className={className}>
      <use href={`${stripSpriteHref}#${id}`} />
    </svg>
  );
}
