import { SectionHeading } from "~/components/home/section-heading";
import { SocialIcon } from "~/components/social-icon";
import { EmptyState, ErrorState } from "~/components/ui/data-state";
import { reveal } from "~/components/layout/scroll-reveal";

export type TeamCardData = {
  id: number;
  name: string;
  role: string;
  bio: string;
  image: string;
  linkedIn: string | null;
  github: string | null;
  twitter: string | null;
  instagram: string | null;
};

function GitHubIcon() {
  return (
    <svg className="h-4 w-4" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7c-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg className="h-4 w-4" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  );
}

const linkClass =
  "inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-100 text-slate-600 transition-colors hover:bg-brand-600 hover:text-white dark:bg-slate-800 dark:text-slate-300";

function MemberLinks({ member }: { member: TeamCardData }) {
  const links = [
    member.linkedIn
      ? { href: member.linkedIn, label: "LinkedIn", icon: <SocialIcon network="linkedin" /> }
      : null,
    member.github ? { href: member.github, label: "GitHub", icon: <GitHubIcon /> } : null,
    member.twitter ? { href: member.twitter, label: "X (Twitter)", icon: <XIcon /> } : null,
    member.instagram
      ? { href: member.instagram, label: "Instagram", icon: <SocialIcon network="instagram" /> }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex justify-center gap-2">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} de ${member.name}`}
            className={linkClass}
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TeamSection({ team }: { team: TeamCardData[] | null }) {
  return (
    <section {...reveal("slideUp")} aria-labelledby="team-heading" className="container-page py-20">
      <SectionHeading id="team-heading" eyebrow="Equipo" title="Las personas detrás de la academia">
        Un equipo de voluntarios comprometidos con la educación tecnológica gratuita.
      </SectionHeading>
      <div className="mt-12">
        {!team ? (
          <ErrorState title="Error al cargar el equipo" />
        ) : team.length === 0 ? (
          <EmptyState title="Equipo no disponible" />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li
                key={member.id}
                className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <img
                  src={member.image}
                  alt=""
                  width={112}
                  height={112}
                  loading="lazy"
                  className="h-28 w-28 rounded-full object-cover ring-4 ring-brand-100 dark:ring-brand-900"
                />
                <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">
                  {member.name}
                </h3>
                <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
                  {member.role}
                </p>
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{member.bio}</p>
                <MemberLinks member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
