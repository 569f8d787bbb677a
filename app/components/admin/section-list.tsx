import { DeleteStep, ItemActions } from "~/components/admin/delete-action";
import { AdminItemCard, AdminList } from "~/components/admin/item-card";
import { MoveButtons, sectionAnchor } from "~/components/admin/move-buttons";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormFailure } from "~/utils/form-reply";

type SectionItem = { id: number; title: string; order: number; duration: number; content: string };

/** A module's sections in order, each with Editar, Subir, Bajar and Eliminar. */
export function SectionList({
  sections,
  baseUrl,
  editingId,
  confirmDeleteId,
  failure,
}: {
  sections: SectionItem[];
  /** `/admin/courses/{courseId}/modules/{moduleId}` */
  baseUrl: string;
  editingId: number | null;
  confirmDeleteId: number | null;
  failure?: FormFailure;
}) {
  return (
    <div className="space-y-4">
      <FormAlert failure={failure} />
      <AdminList
        label="Secciones"
        items={sections}
        empty="No hay secciones para este módulo. Agrega una nueva."
      >
        {(section, index) => {
          const remove = {
            what: `la sección «${section.title}»`,
            action: baseUrl,
            listUrl: baseUrl,
            fields: { sectionId: String(section.id) },
            id: section.id,
          };
          const confirming = confirmDeleteId === section.id;
          return (
            <AdminItemCard
              id={sectionAnchor(section.id)}
              title={`${section.order}. ${section.title}`}
              details={
                <>
                  <span>{section.duration} min</span>
                  <span className="mt-1 line-clamp-2 block">{section.content}</span>
                </>
              }
              highlighted={section.id === editingId}
              actions={
                <ItemActions
                  name={section.title}
                  editTo={`${baseUrl}?edit=${section.id}`}
                  remove={remove}
                  confirming={confirming}
                >
                  <MoveButtons
                    action={baseUrl}
                    field="sectionId"
                    id={section.id}
                    name={section.title}
                    index={index}
                    count={sections.length}
                  />
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
