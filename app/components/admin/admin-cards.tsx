import { Form, Link } from "@remix-run/react";

import type { AdminCrudCard } from "~/components/admin/admin-crud-list";
import { Badge } from "~/components/ui/badge";
import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { difficultyLabel, hoursLabel } from "~/data/catalogue";
import { moduleAnchor, sectionAnchor } from "~/utils/admin-anchors";

// How each admin entity's items show in its list (`AdminCrudList`): title, details, badges and
// the item's own actions beside Editar, Subir/Bajar and Eliminar.

export type CourseCardItem = {
  id: number;
  title: string;
  slug: string;
  image: string;
  level: string;
  category: string;
  duration: number;
  featured: boolean;
  popular: boolean;
  isNew: boolean;
  isLive: boolean;
  comingSoon: boolean;
  isDisabled: boolean;
};

/** Where the course grid's forms post: the index route's action, not the layout's. */
export const COURSES_ACTION = "/admin/courses?index";

/** 'Habilitar' / 'Inhabilitar': posts the state wanted, so a repeated click changes nothing. */
function ToggleForm({ course }: { course: CourseCardItem }) {
  return (
    <Form method="post" action={COURSES_ACTION} preventScrollReset>
      <input type="hidden" name="courseId" value={course.id} />
      <input type="hidden" name="isDisabled" value={String(!course.isDisabled)} />
      <SubmitButton intent="toggle" variant="secondary" size="sm" pendingLabel="Guardando...">
        {course.isDisabled ? "Habilitar" : "Inhabilitar"}
      </SubmitButton>
    </Form>
  );
}

export function courseCard(course: CourseCardItem): AdminCrudCard {
  return {
    title: course.title,
    name: course.title,
    what: `el curso «${course.title}» con sus módulos, secciones, inscripciones y registros`,
    image: course.image,
    details: `${course.category} · ${hoursLabel(course.duration)} · /${course.slug}`,
    badges: (
      <>
        <Badge tone="blue">{course.level}</Badge>
        {course.isDisabled ? <Badge tone="red">Inhabilitado</Badge> : null}
        {course.isLive ? <Badge tone="purple">En vivo</Badge> : null}
        {course.featured ? <Badge tone="amber">Destacado</Badge> : null}
        {course.popular ? <Badge tone="amber">Popular</Badge> : null}
        {course.isNew ? <Badge tone="green">Nuevo</Badge> : null}
        {course.comingSoon ? <Badge>Próximamente</Badge> : null}
      </>
    ),
    muted: course.isDisabled,
    actions: (
      <>
        <Link
          to={`/admin/courses/${course.id}/modules`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          aria-label={`Módulos de ${course.title}`}
        >
          Módulos
        </Link>
        <ToggleForm course={course} />
      </>
    ),
  };
}

type ModuleCardItem = {
  id: number;
  title: string;
  order: number;
  duration: number;
  difficulty: string;
  instructor: string;
};

/** A course's module; `listUrl` is `/admin/courses/{courseId}/modules`. */
export const moduleCard =
  (listUrl: string) =>
  (module: ModuleCardItem): AdminCrudCard => ({
    anchor: moduleAnchor(module.id),
    title: `${module.order}. ${module.title}`,
    name: module.title,
    what: `el módulo «${module.title}» con sus secciones`,
    details: `${hoursLabel(module.duration)} · ${module.instructor}`,
    badges: <Badge tone="blue">{difficultyLabel(module.difficulty)}</Badge>,
    actions: (
      <Link
        to={`${listUrl}/${module.id}`}
        className={buttonClasses({ size: "sm" })}
        aria-label={`Secciones de ${module.title}`}
      >
        Secciones
      </Link>
    ),
  });

type SectionCardItem = {
  id: number;
  title: string;
  order: number;
  duration: number;
  content: string;
};

export function sectionCard(section: SectionCardItem): AdminCrudCard {
  return {
    anchor: sectionAnchor(section.id),
    title: `${section.order}. ${section.title}`,
    name: section.title,
    what: `la sección «${section.title}»`,
    details: (
      <>
        <span>{section.duration} min</span>
        <span className="mt-1 line-clamp-2 block">{section.content}</span>
      </>
    ),
  };
}

type Person = { id: number; name: string; image: string; order: number };

/** A team member or a testimonial: round photo, `details`, and what Eliminar says. */
export const personCard =
  <Item extends Person>(what: (item: Item) => string, details: (item: Item) => string) =>
  (item: Item): AdminCrudCard => ({
    title: `${item.order}. ${item.name}`,
    name: item.name,
    what: what(item),
    image: item.image,
    imageShape: "round",
    details: details(item),
  });
