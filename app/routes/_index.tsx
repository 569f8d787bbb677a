import type { MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches) }];

export default function Home() {
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold">Aprende tecnología gratis</h1>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
