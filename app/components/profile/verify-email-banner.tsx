import { Form } from "@remix-run/react";

import type { ProfileActionData } from "~/components/profile/types";
import { SubmitButton } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";

/**
 * 'Verifica tu correo', at the top of the profile until the account's email is confirmed. It never
 * blocks anything: it says so, and offers a new link ('Reenviar enlace', a plain form post).
 */
export function VerifyEmailBanner({
  email,
  actionData,
}: {
  email: string;
  actionData?: ProfileActionData;
}) {
  return (
    <section
      aria-labelledby="verifica-tu-correo-title"
      className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 id="verifica-tu-correo-title" className="text-lg font-semibold">
        Verifica tu correo
      </h2>
      <p className="mt-1 text-sm">
        Te enviamos un enlace a <strong className="break-all">{email}</strong>. Ábrelo para
        confirmar que este correo es tuyo: así podremos ayudarte si olvidas tu contraseña. Mientras
        tanto puedes seguir aprendiendo con normalidad.
      </p>
      {actionData?.failure ? (
        <div className="mt-3">
          <FormAlert failure={actionData.failure} />
        </div>
      ) : null}
      <Form method="post" action="/profile" className="mt-4">
        <SubmitButton
          intent="resend-verification"
          variant="secondary"
          size="sm"
          pendingLabel="Enviando..."
        >
          Reenviar enlace
        </SubmitButton>
      </Form>
    </section>
  );
}
