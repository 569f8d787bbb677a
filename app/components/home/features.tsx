import type { ReactNode } from "react";

import { HomeSection } from "~/components/home/home-section";
import { Card, CardText } from "~/components/ui/card";
import { FEATURES, type FeatureIcon } from "~/data/home";
import {
  AwardIcon,
  ClockIcon,
  GiftIcon,
  GlobeIcon,
  RocketIcon,
  UsersIcon,
  IconTile,
  type IconProps,
} from "~/components/ui/icons";

const ICONS: Record<FeatureIcon, (props: IconProps) => ReactNode> = {
  gift: GiftIcon,
  users: UsersIcon,
  clock: ClockIcon,
  award: AwardIcon,
  globe: GlobeIcon,
  rocket: RocketIcon,
};

function FeatureIconView({ icon }: { icon: FeatureIcon }) {
  const Drawing = ICONS[icon];
  return <Drawing className="h-6 w-6" />;
}

export function Features() {
  return (
    <HomeSection
      id="features"
      effect="slideUp"
      eyebrow="¿Por qué elegirnos?"
      title="Aprender tecnología, sin barreras"
      lead="Todo lo que necesitas para empezar y seguir avanzando, sin pagar un peso."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <Card
            as="li"
            key={feature.title}
            className="p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <IconTile>
              <FeatureIconView icon={feature.icon} />
            </IconTile>
            <div className="mt-4">
              <CardText title={feature.title}>{feature.description}</CardText>
            </div>
          </Card>
        ))}
      </ul>
    </HomeSection>
  );
}
