import { ButtonLink } from "~/components/ui/button";

export function BackHomeButton() {
  return (
    <ButtonLink to="/" variant="secondary" size="sm">
      <span aria-hidden="true">←</span> Volver al inicio
    </ButtonLink>
  );
}
