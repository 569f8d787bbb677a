import type { TeamMember } from "../../../db/schema";
import { HomeSection } from "~/components/home/home-section";
import { BRAND_NAMES, SocialLinkList, type Brand } from "~/components/social-icon";
import { ListState } from "~/components/ui/data-state";
import { Card } from "~/components/ui/card";
import { ResponsiveImage } from "~/components/ui/responsive-image";

export type TeamCardData = Pick<
  TeamMember,
  "id" | "name" | "role" | "bio" | "image" | "linkedIn" | "github" | "twitter" | "instagram"
>;

const PROFILE_FIELDS = [
  ["linkedin", "linkedIn"],
  ["github", "github"],
  ["x", "twitter"],
  ["instagram", "instagram"],
] as const satisfies readonly (readonly [Brand, keyof TeamCardData])[];

function MemberLinks({ member }: { member: TeamCardData }) {
  const links = PROFILE_FIELDS.flatMap(([network, field]) => {
    const href = member[field];
    return href ? [{ network, href, label: `${BRAND_NAMES[network]} de ${member.name}` }] : [];
  });
  return <SocialLinkList links={links} className="mt-4 justify-center" />;
}

export function TeamSection({ team }: { team: TeamCardData[] | null }) {
  return (
    <HomeSection
      id="team"
      effect="slideUp"
      eyebrow="Equipo"
      title="Las personas detrás de la academia"
      lead="Un equipo de voluntarios comprometidos con la educación tecnológica gratuita."
    >
      <ListState
        items={team}
        error={{ title: "Error al cargar el equipo" }}
        empty={{ title: "Equipo no disponible" }}
      >
        {(members) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {members.map((member) => (
              <Card
                as="li"
                key={member.id}
                className="flex flex-col items-center p-6 text-center shadow-sm"
              >
                <ResponsiveImage
                  src={member.image}
                  alt=""
                  width={112}
                  height={112}
                  slots={[{ width: "112px" }]}
                  widths={[160, 320, 480]}
                  loading="lazy"
                  className="h-28 w-28 rounded-full object-cover ring-4 ring-brand-100 dark:ring-brand-900"
                />
                <h3 className="mt-4 text-lg font-bold text-strong">{member.name}</h3>
                <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
                  {member.role}
                </p>
                <p className="mt-3 text-sm text-soft">{member.bio}</p>
                <MemberLinks member={member} />
              </Card>
            ))}
          </ul>
        )}
      </ListState>
    </HomeSection>
  );
}
