import type { ReactNode } from "react";

import { DeleteStep, ItemActions } from "~/components/admin/delete-action";
import { AdminItemCard, AdminList } from "~/components/admin/item-card";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormFailure } from "~/utils/form-reply";

type Person = { id: number; name: string; image: string; order: number };

/**
 * The Equipo and Testimonios lists: each person with photo, details, Editar and Eliminar (through
 * the confirmation), in `order`.
 */
export function PeopleList<Item extends Person>({
  label,
  items,
  empty,
  listUrl,
  idField,
  what,
  details,
  editingId,
  confirmDeleteId,
  failure,
}: {
  label: string;
  items: Item[];
  empty: string;
  listUrl: string;
  /** The hidden field naming the row in the delete form ('memberId', 'testimonialId'). */
  idField: string;
  /** 'el miembro «Ana»'... */
  what: (item: Item) => string;
  details: (item: Item) => ReactNode;
  editingId: number | null;
  confirmDeleteId: number | null;
  failure?: FormFailure;
}) {
  return (
    <div className="space-y-4">
      <FormAlert failure={failure} />
      <AdminList label={label} items={items} empty={empty}>
        {(item) => {
          const remove = {
            what: what(item),
            action: listUrl,
            listUrl,
            fields: { [idField]: String(item.id) },
            id: item.id,
          };
          const confirming = confirmDeleteId === item.id;
          return (
            <AdminItemCard
              title={`${item.order}. ${item.name}`}
              image={item.image}
              imageShape="round"
              details={details(item)}
              highlighted={item.id === editingId}
              actions={
                <ItemActions
                  name={item.name}
                  editTo={`${listUrl}?edit=${item.id}`}
                  remove={remove}
                  confirming={confirming}
                />
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
