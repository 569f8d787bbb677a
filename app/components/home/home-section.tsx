import type { ReactNode } from "react";

import { reveal, type RevealEffect } from "~/components/layout/scroll-reveal";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * One band of the home page: revealed on scroll, labelled by its heading, on a plain or muted
 * background. `wide` content (the marquees) runs edge to edge, outside the page container.
 */
export function HomeSection({
  id,
  effect,
  eyebrow,
  title,
  lead,
  muted = false,
  wide = false,
  children,
}: {
  id: string;
  effect: RevealEffect;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  muted?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const heading = (
    <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
      {lead}
    </SectionHeading>
  );
  return (
    <section
      {...reveal(effect)}
      aria-labelledby={headingId}
      // Below the first screen: the browser lays out and paints a band only as it comes near
      // (on a slow phone that is most of the home's rendering work before its first paint).
      className={`py-20 [contain-intrinsic-height:auto_720px] [content-visibility:auto] ${muted ? "bg-slate-50 dark:bg-slate-900/40" : ""}`}
    >
      {wide ? (
        <>
          <div className="container-page">{heading}</div>
          <div className="mt-10">{children}</div>
        </>
      ) : (
        <div className="container-page">
          {heading}
          <div className="mt-12">{children}</div>
        </div>
      )}
    </section>
  );
}
