import { Badge, type BadgeTone } from "~/components/ui/badge";

/** The course facts its badges are drawn from. */
export type CourseBadgeFacts = {
  category: string;
  level: string;
  popular: boolean;
  featured: boolean;
  isNew: boolean;
  isLive: boolean;
  comingSoon: boolean;
  isDisabled: boolean;
};

type Flag = "popular" | "featured" | "isNew" | "isLive" | "comingSoon" | "isDisabled";

/**
 * Where the badges stand: a catalogue or home `card`, or the course `detail` page. SPEC §2 words
 * the popular flag differently in each place ('Más Popular' / 'Popular'); both are kept
 * (docs/decisions/026-course-badge-labels.md).
 */
export type CourseBadgesVariant = "card" | "detail";

const FLAGS: Record<Flag, { tone: BadgeTone; label: Record<CourseBadgesVariant, string> }> = {
  popular: { tone: "amber", label: { card: "Más Popular", detail: "Popular" } },
  featured: { tone: "purple", label: { card: "Destacado", detail: "Destacado" } },
  isNew: { tone: "green", label: { card: "Nuevo", detail: "Nuevo" } },
  isLive: { tone: "red", label: { card: "En vivo", detail: "En vivo" } },
  comingSoon: { tone: "slate", label: { card: "Próximamente", detail: "Próximamente" } },
  isDisabled: { tone: "slate", label: { card: "No disponible", detail: "No disponible" } },
};

/**
 * Cards lead with the course's availability, then the flags in the SPEC's accent order; the
 * detail page follows SPEC §2's list (category, level, Popular, Nuevo, Destacado), then the rest.
 */
const ORDER: Record<CourseBadgesVariant, Flag[]> = {
  card: ["isDisabled", "comingSoon", "popular", "featured", "isNew", "isLive"],
  detail: ["popular", "isNew", "featured", "isLive", "comingSoon", "isDisabled"],
};

/** A course's category, its level (detail page only) and the badges of its set flags. */
export function CourseBadges({
  course,
  variant,
  className = "",
}: {
  course: CourseBadgeFacts;
  variant: CourseBadgesVariant;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-wrap ${variant === "card" ? "gap-1.5" : "gap-2"} ${className}`}
      data-testid="course-badges"
    >
      <Badge tone="blue">{course.category}</Badge>
      {variant === "detail" ? <Badge tone="slate">{course.level}</Badge> : null}
      {ORDER[variant]
        .filter((flag) => course[flag])
        .map((flag) => (
          <Badge key={flag} tone={FLAGS[flag].tone}>
            {FLAGS[flag].label[variant]}
          </Badge>
        ))}
    </div>
  );
}
