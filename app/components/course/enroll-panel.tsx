import { Form } from "@remix-run/react";

import { CheckIcon } from "~/components/ui/icons";
import { Button, ButtonLink, SubmitButton } from "~/components/ui/button";
import type { CourseCallToAction } from "~/models/enrollment.server";

export type EnrollState = CourseCallToAction;

export const ENROLL_INTENT = "enroll";

export function EnrollPanel({ state, slug }: { state: EnrollState; slug: string }) {
  const learnUrl = `/courses/${slug}/learn`;
  const wide = "w-full";
  switch (state) {
    case "unavailable":
      return (
        <div className="space-y-3">
          <Button type="button" disabled className={wide} variant="secondary">
            No disponible
          </Button>
          <p className="text-center text-sm text-muted">
            Este curso no está disponible por el momento.
          </p>
        </div>
      );
    case "enrolled":
      return (
        <div className="space-y-3">
          <p
            role="status"
            className="flex items-center justify-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200"
          >
            <CheckIcon className="h-4 w-4" />
            Ya estás inscrito en este curso
          </p>
          <ButtonLink to={learnUrl} size="lg" className={wide}>
            Comenzar a Aprender
          </ButtonLink>
        </div>
      );
    case "coming-soon":
      return (
        <div className="space-y-3">
          <Button type="button" disabled size="lg" variant="secondary" className={wide}>
            Próximamente
          </Button>
          <p className="text-center text-sm text-muted">
            Las inscripciones para este curso abrirán muy pronto.
          </p>
        </div>
      );
    case "live":
      return (
        <div className="space-y-3">
          <ButtonLink to={learnUrl} size="lg" className={wide}>
            Registrate al Curso en Vivo
          </ButtonLink>
          <p className="text-center text-sm text-muted">
            Los cursos en vivo requieren un registro con tus datos de contacto.
          </p>
        </div>
      );
    case "live-registered":
      return (
        <div className="space-y-3">
          <Button type="button" disabled size="lg" className={wide}>
            <CheckIcon className="h-4 w-4" />
            Ya Registrado
          </Button>
          <p className="text-center text-sm text-muted">
            Te enviaremos la confirmación de asistencia y modalidad unos días antes del inicio.
          </p>
        </div>
      );
    case "open":
      return (
        <Form method="post" action={`/courses/${slug}`} className="space-y-3">
          <SubmitButton
            intent={ENROLL_INTENT}
            size="lg"
            className={wide}
            pendingLabel="Inscribiendo..."
          >
            Inscribirme Gratis
          </SubmitButton>
          <p className="text-center text-sm text-muted">Gratis para siempre. Avanza a tu ritmo.</p>
        </Form>
      );
  }
}
