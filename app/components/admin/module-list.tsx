import { Link } from "@remix-run/react";

import { DeleteStep, ItemActions } from "~/components/admin/delete-action";
import { AdminItemCard, AdminList } from "~/components/admin/item-card";
import { moduleAnchor, MoveButtons } from "~/components/admin/move-buttons";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormFailure } from "~/utils/form-reply";
import { difficultyLabel, hoursLabel } from "~/data/catalogue";

type ModuleItem = {
  id: number;
  title: string;
  order: number;
  duration: number;
  difficulty: string;
  instructor: string;
};

/** A course's modules in order, each with Editar, Subir, Bajar, Secciones and Eliminar. */
export function ModuleList({
  modules,
  baseUrl,
  editingId,
  confirmDeleteId,
  failure,
}: {
  modules: ModuleItem[];
  /** `/admin/courses/{courseId}/modules` */
  baseUrl: string;
  editingId: number | null;
  confirmDeleteId: number | null;
  failure?: FormFailure;
}) {
  return (
    <div className="space-y-4">
      <FormAlert failure={failure} />
      <AdminList
        label="Módulos"
        items={modules}
        empty="No hay módulos para este curso. Agrega uno nuevo para comenzar."
      >
        {(module, index) => {
          const remove = {
            what: `el módulo «${module.title}» con sus secciones`,
            action: baseUrl,
            listUrl: baseUrl,
            fields: { moduleId: String(module.id) },
            id: module.id,
          };
          const confirming = confirmDeleteId === module.id;
          return (
            <AdminItemCard
              id={moduleAnchor(module.id)}
              title={`${module.order}. ${module.title}`}
              details={`${hoursLabel(module.duration)} · ${module.instructor}`}
              badges={<Badge tone="blue">{difficultyLabel(module.difficulty)}</Badge>}
              highlighted={module.id === editingId}
              actions={
                <ItemActions
                  name={module.title}
                  editTo={`${baseUrl}?edit=${module.id}`}
                  remove={remove}
                  confirming={confirming}
                >
                  <MoveButtons
                    action={baseUrl}
                    field="moduleId"
                    id={module.id}
                    name={module.title}
                    index={index}
                    count={modules.length}
                  />
                  <Link
                    to={`${baseUrl}/${module.id}`}
                    className={buttonClasses({ size: "sm" })}
                    aria-label={`Secciones de ${module.title}`}
                  >
                    Secciones
                  </Link>
                </ItemActions>
              }
            >
              {confirming ? <DeleteStep {...remove} /> : null}
            </AdminItemCard>
          );
        }}
      </AdminList>
    </div>
  );
}
