import { type ComponentType, type ReactNode } from "react";

import { DeleteStep, ItemActions } from "~/components/admin/delete-action";
import { FormAndList, type AdminFormProps } from "~/components/admin/admin-panel";
import { AdminItemCard, AdminList } from "~/components/admin/item-card";
import { MoveButtons } from "~/components/admin/move-buttons";
import { FormAlert } from "~/components/ui/form-alert";
import { adminFormKey, useAdminReply, type FormFailure } from "~/utils/form-reply";

/** How one item of an admin entity's list shows: its card, and what Eliminar says it deletes. */
export type AdminCrudCard = {
  title: string;
  /** The item's name in the buttons' accessible names ('Editar HTML Básico'). */
  name: string;
  /** What the delete step says goes: 'el módulo «HTML» con sus secciones'. */
  what: string;
  details?: ReactNode;
  badges?: ReactNode;
  image?: string;
  imageShape?: "wide" | "round";
  muted?: boolean;
  /** The card's element id, where a move sends the page back (`#modulo-3`). */
  anchor?: string;
  /** The item's own links and forms, between Editar (and Subir/Bajar) and Eliminar. */
  actions?: ReactNode;
};

type AdminCrudListProps<Item extends { id: number }> = {
  /** The list's accessible name. */
  label: string;
  items: readonly Item[];
  empty: string;
  /** The page's address: Editar adds `?edit=N`, the delete step `?confirm=delete&id=N`. */
  listUrl: string;
  /** Where the page's forms post, when not the list's own address (`/admin/courses?index`). */
  action?: string;
  /** The hidden field naming the item in its forms ('moduleId'). */
  idField: string;
  /** Subir / Bajar on each item. */
  movable?: boolean;
  grid?: boolean;
  card: (item: Item) => AdminCrudCard;
};

/**
 * The list of an admin entity (Cursos, Módulos, Secciones, Equipo, Testimonios): every item with
 * Editar, Subir/Bajar when the list is ordered by hand, its own actions and Eliminar through the
 * server-rendered confirmation step, so all of it works without JavaScript.
 */
export function AdminCrudList<Item extends { id: number }>({
  label,
  items,
  empty,
  listUrl,
  action = listUrl,
  idField,
  movable = false,
  grid = false,
  editingId,
  confirmDeleteId,
  failure,
  card,
}: AdminCrudListProps<Item> & {
  editingId: number | null;
  confirmDeleteId: number | null;
  /** A refused delete, move or toggle. */
  failure?: FormFailure;
}) {
  return (
    <div className="space-y-4">
      <FormAlert failure={failure} />
      <AdminList label={label} items={items} empty={empty} grid={grid}>
        {(item, index) => {
          const { name, what, anchor, actions, ...shown } = card(item);
          const remove = {
            what,
            action,
            listUrl,
            fields: { [idField]: String(item.id) },
            id: item.id,
          };
          const confirming = confirmDeleteId === item.id;
          return (
            <AdminItemCard
              id={anchor}
              {...shown}
              highlighted={item.id === editingId}
              actions={
                <ItemActions
                  name={name}
                  editTo={`${listUrl}?edit=${item.id}`}
                  remove={remove}
                  confirming={confirming}
                >
                  {movable ? (
                    <MoveButtons
                      action={action}
                      field={idField}
                      id={item.id}
                      name={name}
                      index={index}
                      count={items.length}
                    />
                  ) : null}
                  {actions}
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

/**
 * An admin entity's page below its title: the create/edit form on one side (`?edit=N` loads an
 * item into it), the list on the other, and the action's refusal shown next to the form or the
 * list item that sent it.
 */
export function AdminCrudPage<Item extends { id: number }, Editing extends { id: number } = Item>({
  editing,
  confirmDeleteId,
  form: EntityForm,
  ...list
}: AdminCrudListProps<Item> & {
  editing: Editing | null;
  confirmDeleteId: number | null;
  /** A component declared once (not an arrow made while rendering: that would remount it). */
  form: ComponentType<AdminFormProps<Editing>>;
}) {
  const reply = useAdminReply();
  const base = list.action ?? list.listUrl;
  const action = editing ? `${base}${base.includes("?") ? "&" : "?"}edit=${editing.id}` : base;
  return (
    <FormAndList
      form={
        <EntityForm
          // A new key after every saved change gives a fresh form (create mode resets its fields).
          key={adminFormKey(editing, list.items)}
          editing={editing}
          action={action}
          cancelTo={list.listUrl}
          actionData={reply.form}
          nextOrder={list.items.length + 1}
        />
      }
      list={
        <AdminCrudList
          {...list}
          editingId={editing?.id ?? null}
          confirmDeleteId={confirmDeleteId}
          failure={reply.listFailure}
        />
      }
    />
  );
}
