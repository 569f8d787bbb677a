import { Form, Link } from "@remix-run/react";

import { DeleteStep, ItemActions } from "~/components/admin/delete-action";
import { AdminItemCard, AdminList } from "~/components/admin/item-card";
import { Badge } from "~/components/ui/badge";
import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormFailure } from "~/utils/form-reply";
import { hoursLabel } from "~/data/catalogue";

export type CourseGridItem = {
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

const ACTION = "/admin/courses?index";
const LIST_URL = "/admin/courses";

function CourseBadges({ course }: { course: CourseGridItem }) {
  return (
    <>
      <Badge tone="blue">{course.level}</Badge>
      {course.isDisabled ? <Badge tone="red">Inhabilitado</Badge> : null}
      {course.isLive ? <Badge tone="purple">En vivo</Badge> : null}
      {course.featured ? <Badge tone="amber">Destacado</Badge> : null}
      {course.popular ? <Badge tone="amber">Popular</Badge> : null}
      {course.isNew ? <Badge tone="green">Nuevo</Badge> : null}
      {course.comingSoon ? <Badge>Próximamente</Badge> : null}
    </>
  );
}

/** 'Habilitar' / 'Inhabilitar': posts the state wanted, so a repeated click changes nothing. */
function ToggleForm({ course }: { course: CourseGridItem }) {
  return (
    <Form method="post" action={ACTION} preventScrollReset>
      <input type="hidden" name="courseId" value={course.id} />
      <input type="hidden" name="isDisabled" value={String(!course.isDisabled)} />
      <SubmitButton intent="toggle" variant="secondary" size="sm" pendingLabel="Guardando...">
        {course.isDisabled ? "Habilitar" : "Inhabilitar"}
      </SubmitButton>
    </Form>
  );
}

/** The admin's course grid: each course with Editar, Módulos, Eliminar, Habilitar/Inhabilitar. */
export function CourseGrid({
  courses,
  editingId,
  confirmDeleteId,
  failure,
}: {
  courses: CourseGridItem[];
  editingId: number | null;
  confirmDeleteId: number | null;
  /** A refused toggle (the course is gone). */
  failure?: FormFailure;
}) {
  return (
    <div className="space-y-4">
      <FormAlert failure={failure} />
      <AdminList label="Lista de cursos" items={courses} empty="No hay cursos disponibles." grid>
        {(course) => {
          const remove = {
            what: `el curso «${course.title}» con sus módulos, secciones, inscripciones y registros`,
            action: ACTION,
            listUrl: LIST_URL,
            fields: { courseId: String(course.id) },
            id: course.id,
          };
          return (
            <AdminItemCard
              title={course.title}
              image={course.image}
              details={`${course.category} · ${hoursLabel(course.duration)} · /${course.slug}`}
              badges={<CourseBadges course={course} />}
              muted={course.isDisabled}
              highlighted={course.id === editingId}
              actions={
                <ItemActions
                  name={course.title}
                  editTo={`/admin/courses?edit=${course.id}`}
                  remove={remove}
                  confirming={confirmDeleteId === course.id}
                >
                  <Link
                    to={`/admin/courses/${course.id}/modules`}
                    className={buttonClasses({ variant: "secondary", size: "sm" })}
                    aria-label={`Módulos de ${course.title}`}
                  >
                    Módulos
                  </Link>
                  <ToggleForm course={course} />
                </ItemActions>
              }
            >
              {confirmDeleteId === course.id ? <DeleteStep {...remove} /> : null}
            </AdminItemCard>
          );
        }}
      </AdminList>
    </div>
  );
}
