import type { MetaFunction } from "@remix-run/node";

type Matches = Parameters<MetaFunction>[0]["matches"];

/** "Página | Web Code Academy" (the brand name comes from site config via the root loader). */
export function pageTitle(matches: Matches, page?: string) {
  const root = matches.find((match) => match.id === "root")?.data as
    { site?: { name: string } } | undefined;
  const brand = root?.site?.name ?? "Web Code Academy";
  return page ? `${page} | ${brand}` : brand;
}

export function pageMeta(matches: Matches, page: string, description?: string) {
  return [
    { title: pageTitle(matches, page) },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
