import type { ReactNode } from "react";

import { SectionHeading } from "~/components/home/section-heading";
import { FEATURES, type FeatureIcon } from "~/data/home";
import { reveal } from "~/components/layout/scroll-reveal";
import {
  AwardIcon,
  ClockIcon,
  GiftIcon,
  GlobeIcon,
  RocketIcon,
  UsersIcon,
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
    <section
      {...reveal("slideUp")}
      aria-labelledby="features-heading"
      className="container-page py-20"
    >
      <SectionHeading
        id="features-heading"
        eyebrow="¿Por qué elegirnos?"
        title="Aprender tecnología, sin barreras"
      >
        Todo lo que necesitas para empezar y seguir avanzando, sin pagar un peso.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600/10 text-brand-700 dark:bg-brand-400/15 dark:text-brand-300">
              <FeatureIconView icon={feature.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">
              {feature.title}
            </h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
