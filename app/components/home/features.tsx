import type { ReactNode } from "react";

import { SectionHeading } from "~/components/home/section-heading";
import { FEATURES, type FeatureIcon } from "~/data/home";
import { reveal } from "~/components/layout/scroll-reveal";

const ICON_PATHS: Record<FeatureIcon, ReactNode> = {
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M5 12v9h14v-9M12 8H8.5a2.5 2.5 0 1 1 0-5C11 3 12 8 12 8zm0 0h3.5a2.5 2.5 0 1 0 0-5C13 3 12 8 12 8z" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  rocket: (
    <>
      <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 4-8 10-9 0 0 1 5-3 10l-4 2z" />
      <circle cx="14.5" cy="9.5" r="1.5" />
    </>
  ),
};

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
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                {ICON_PATHS[feature.icon]}
              </svg>
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
