import stripsHref from "~/components/home/strips.svg";

/**
 * One drawing of the strips' sprite (`strip-symbols.ts`). With a `label` it is an image with that
 * name (a partner's logo); without, decorative (a flag beside its country's name). Its size
 * comes from its list item (`.partner-logo > svg`, `.country-chip > svg` in app/tailwind.css).
 */
export function StripSymbol({ id, label }: { id: string; label?: string }) {
  const naming = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg {...naming}>
      <use href={`${stripsHref}#${id}`} />
    </svg>
  );
}
