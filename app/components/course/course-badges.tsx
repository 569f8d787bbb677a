import { Badge } from "~/components/ui/badge";

type BadgeCourse = {
  popular: boolean;
  featured: boolean;
  isNew: boolean;
  isLive: boolean;
  comingSoon: boolean;
  isDisabled: boolean;
};

/** The flag badges of a course card: 'Más Popular', 'Destacado', 'Nuevo' (+ live / status). */
export function CourseFlagBadges({ course }: { course: BadgeCourse }) {
  return (
    <>
      {course.isDisabled ? <Badge tone="slate">No disponible</Badge> : null}
      {course.comingSoon ? <Badge tone="slate">Próximamente</Badge> : null}
      {course.popular ? <Badge tone="amber">Más Popular</Badge> : null}
      {course.featured ? <Badge tone="purple">Destacado</Badge> : null}
      {course.isNew ? <Badge tone="green">Nuevo</Badge> : null}
      {course.isLive ? <Badge tone="red">En vivo</Badge> : null}
    </>
  );
}
