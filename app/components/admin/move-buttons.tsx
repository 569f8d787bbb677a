import { Form, useNavigation } from "@remix-run/react";

import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { MoveDirection } from "~/schemas/syllabus";

const LABELS: Record<MoveDirection, string> = { up: "Subir", down: "Bajar" };

/**
 * One of 'Subir' / 'Bajar': a form of its own posting `intent=move`, the direction and the item's
 * id, so it works without JS. Its accessible name says which item ('Subir «HTML Básico»').
 */
function MoveForm({
  action,
  field,
  id,
  name,
  direction,
}: {
  action: string;
  field: string;
  id: number;
  name: string;
  direction: MoveDirection;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "move" &&
    navigation.formData.get(field) === String(id) &&
    navigation.formData.get("direction") === direction;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name={field} value={id} />
      <input type="hidden" name="direction" value={direction} />
      <Button
        type="submit"
        name="intent"
        value="move"
        variant="secondary"
        size="sm"
        aria-label={`${LABELS[direction]} «${name}»`}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <Spinner size="sm" />
        ) : (
          <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
        )}
        {LABELS[direction]}
      </Button>
    </Form>
  );
}

/**
 * 'Subir' and 'Bajar' for one item of an ordered admin list: the first item has no 'Subir', the
 * last no 'Bajar'.
 */
export function MoveButtons({
  action,
  field,
  id,
  name,
  index,
  count,
}: {
  /** The page's own action URL. */
  action: string;
  /** The hidden field naming the item (`moduleId`, `sectionId`). */
  field: string;
  id: number;
  /** The item's title, for the accessible names. */
  name: string;
  /** The item's place in the list (0-based) and the list's length. */
  index: number;
  count: number;
}) {
  return (
    <>
      {index > 0 ? (
        <MoveForm action={action} field={field} id={id} name={name} direction="up" />
      ) : null}
      {index < count - 1 ? (
        <MoveForm action={action} field={field} id={id} name={name} direction="down" />
      ) : null}
    </>
  );
}
