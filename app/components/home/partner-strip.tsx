import { Marquee } from "~/components/home/marquee";
import { StripSymbol } from "~/components/home/strip-symbol";
import { partnerSymbolId } from "~/components/home/strip-symbols";
import { PARTNER_LOGO_WIDTH, PARTNER_STRIP_SPEED_PX_PER_S, PARTNERS } from "~/data/home";

/** Gap between logos (Tailwind gap-12 = 48 px). */
const GAP_PX = 48;

export function PartnerStrip() {
  return (
    <section
      aria-labelledby="partners-heading"
      className="border-y border-slate-200 bg-white py-10 dark:border-slate-800 dark:bg-slate-950"
    >
      <h2
        id="partners-heading"
        className="text-center text-sm font-semibold uppercase tracking-wide text-muted"
      >
        Proyectos aliados y certificaciones conjuntas
      </h2>
      <div className="mt-6">
        <Marquee
          label="Logotipos de proyectos aliados"
          speed={PARTNER_STRIP_SPEED_PX_PER_S}
          estimatedWidth={PARTNERS.length * (PARTNER_LOGO_WIDTH + GAP_PX)}
          testId="partner-marquee"
        >
          {PARTNERS.map((partner) => (
            <li key={partner.name} className="partner-logo">
              <StripSymbol id={partnerSymbolId(partner.logo)} label={partner.name} />
            </li>
          ))}
        </Marquee>
      </div>
    </section>
  );
}
