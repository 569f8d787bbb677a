import { Marquee } from "~/components/home/marquee";
import { HomeSection } from "~/components/home/home-section";
import { StripSymbol } from "~/components/home/strip-symbol";
import { flagSymbolId } from "~/components/home/strip-symbols";
import { COUNTRIES, COUNTRY_CHIP_WIDTH, COUNTRY_STRIP_SPEED_PX_PER_S } from "~/data/home";

/** Gap between chips (Tailwind gap-6 = 24 px). */
const GAP_PX = 24;

function studentsLabel(students: string) {
  return students === "1" ? "1 estudiante" : `${students} estudiantes`;
}

/** SPEC §2 Home: students-by-country flag strip (60 px/s), flags drawn from the strips' sprite. */
export function CountriesStrip() {
  return (
    <HomeSection
      id="countries"
      effect="fadeIn"
      muted
      wide
      eyebrow="Comunidad"
      title="Nuestros estudiantes por país"
      lead="Más de 120 estudiantes aprenden con nosotros desde México, Latinoamérica y España."
    >
      <Marquee
        label="Estudiantes por país"
        speed={COUNTRY_STRIP_SPEED_PX_PER_S}
        estimatedWidth={COUNTRIES.length * (COUNTRY_CHIP_WIDTH + GAP_PX)}
        gapClass="gap-6 pr-6"
        testId="countries-marquee"
      >
        {COUNTRIES.map((country) => (
          <li key={country.code} className="country-chip" data-testid="country-chip">
            <StripSymbol id={flagSymbolId(country.code)} />
            <span className="min-w-0">
              <span className="country-chip-name">{country.name}</span>
              <span className="country-chip-note">{studentsLabel(country.students)}</span>
            </span>
          </li>
        ))}
      </Marquee>
    </HomeSection>
  );
}
