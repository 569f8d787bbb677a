import type { MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary, NotFoundPage } from "~/components/error-boundary";
import { notFound } from "~/utils/invariant";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Página no encontrada") },
];

export function loader() {
  notFound();
}

export default function NotFound() {
  return <NotFoundPage />;
}

export { GeneralErrorBoundary as ErrorBoundary };
