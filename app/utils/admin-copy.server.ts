import type { MoveResult } from "~/models/syllabus.server";
import type { MoveDirection } from "~/schemas/syllabus";
import { moduleAnchor, sectionAnchor } from "~/utils/admin-anchors";

// What the admin's entity pages say when a form is answered, in one place as SPEC §8 lists it
// ("Admin failure toast titles", "Admin successes"): titles are SPEC copy; the descriptions name
// the item. A delete the model refuses is titled 'Error' (SPEC) with the server's message or
// `deleteFailed` as the fallback.

type Toast = { title: string; description: string };

export type AdminCopy<Saved> = {
  /** The failure title above the form. */
  failed: { create: string; update: string };
  saved: (intent: "create" | "update", saved: Saved) => Toast;
  deleted: Toast;
  deleteFailed: string;
  /** 'Subir' / 'Bajar': where the moved item is on the page (its card's id) and the toast. */
  moved?: {
    anchorOf: (id: number) => string;
    toast: (moved: MoveResult, direction: MoveDirection) => Toast;
    failed: string;
  };
  /** 'Habilitar' / 'Inhabilitar'. */
  toggled?: (saved: Saved) => Toast;
};

const savedAs =
  ({ create, update }: { create: string; update: string }, what: (name: string) => string) =>
  (intent: "create" | "update", saved: { title: string } | { name: string }) => ({
    title: intent === "update" ? update : create,
    description: `${what("title" in saved ? saved.title : saved.name)} se ha guardado.`,
  });

/** 'Subir' / 'Bajar' said of a module or a section: where it is now, or that it was already first or last. */
const movedAs = ({
  anchorOf,
  title,
  place,
  edge,
  failed,
}: {
  anchorOf: (id: number) => string;
  title: string;
  place: (order: number) => string;
  edge: Record<MoveDirection, string>;
  failed: string;
}): NonNullable<AdminCopy<unknown>["moved"]> => ({
  anchorOf,
  toast: ({ title: name, order, moved }, direction) =>
    moved
      ? { title, description: `«${name}» es ahora ${place(order)}.` }
      : { title: "Orden sin cambios", description: `«${name}» ya es ${edge[direction]}.` },
  failed,
});

const named = (name: string) => `«${name}»`;

export const COURSE_COPY: AdminCopy<{ title: string; isDisabled: boolean }> = {
  failed: { create: "Error al crear el curso", update: "Error al actualizar el curso" },
  saved: savedAs({ create: "Curso creado", update: "Curso actualizado" }, named),
  deleted: {
    title: "Curso eliminado",
    description: "El curso y todo su contenido han sido eliminados.",
  },
  deleteFailed: "Error al eliminar el curso",
  toggled: (course) => ({
    title: "Curso actualizado",
    description: `«${course.title}» está ${course.isDisabled ? "inhabilitado" : "habilitado"}.`,
  }),
};

export const MODULE_COPY: AdminCopy<{ title: string }> = {
  failed: { create: "Error al crear el módulo", update: "Error al actualizar el módulo" },
  saved: savedAs({ create: "Módulo creado", update: "Módulo actualizado" }, named),
  deleted: {
    title: "Módulo eliminado",
    description: "El módulo y sus secciones han sido eliminados.",
  },
  deleteFailed: "Error al eliminar el módulo",
  moved: movedAs({
    anchorOf: moduleAnchor,
    title: "Módulo movido",
    place: (order) => `el módulo ${order}`,
    edge: { up: "el primer módulo", down: "el último módulo" },
    failed: "Error al mover el módulo",
  }),
};

export const SECTION_COPY: AdminCopy<{ title: string }> = {
  failed: { create: "Error al crear la sección", update: "Error al actualizar la sección" },
  saved: savedAs({ create: "Sección creada", update: "Sección actualizada" }, named),
  deleted: { title: "Sección eliminada", description: "La sección ha sido eliminada." },
  deleteFailed: "Error al eliminar la sección",
  moved: movedAs({
    anchorOf: sectionAnchor,
    title: "Sección movida",
    place: (order) => `la sección ${order}`,
    edge: { up: "la primera sección", down: "la última sección" },
    failed: "Error al mover la sección",
  }),
};

export const TEAM_COPY: AdminCopy<{ name: string }> = {
  failed: { create: "Error al agregar miembro", update: "Error al actualizar miembro" },
  saved: savedAs({ create: "Miembro agregado", update: "Miembro actualizado" }, named),
  deleted: { title: "Miembro eliminado", description: "El miembro ha sido eliminado del equipo." },
  deleteFailed: "Error al eliminar el miembro del equipo",
};

export const TESTIMONIAL_COPY: AdminCopy<{ name: string }> = {
  failed: { create: "Error al agregar testimonio", update: "Error al actualizar testimonio" },
  saved: savedAs(
    { create: "Testimonio agregado", update: "Testimonio actualizado" },
    (name) => `El testimonio de «${name}»`,
  ),
  deleted: { title: "Testimonio eliminado", description: "El testimonio ha sido eliminado." },
  deleteFailed: "Error al eliminar el testimonio",
};
