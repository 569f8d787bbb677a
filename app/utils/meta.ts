import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

type Matches = Parameters<MetaFunction>[0]["matches"];

type RootMetaData = { site?: { name: string }; origin?: string } | undefined;

const rootData = (matches: Matches) =>
  matches.find((match) => match.id === "root")?.data as RootMetaData;

/** What a page says about the academy when it has nothing more specific to say. */
export const SITE_DESCRIPTION =
  "Academia de tecnología gratuita y colaborativa: cursos de programación, computación y más para México y Latinoamérica.";

/** Shared pages without an image of their own show the app icon. */
const DEFAULT_SHARE_IMAGE = "/icons/icon-512.png";

/** "Página | Web Code Academy" (the brand name comes from site config via the root loader). */
export function pageTitle(matches: Matches, page?: string) {
  const brand = rootData(matches)?.site?.name ?? "Web Code Academy";
  return page ? `${page} | ${brand}` : brand;
}

export type ShareOptions = {
  /** Site path or absolute URL of the image shown when the page is shared. */
  image?: string | null;
  type?: "website" | "article";
};

/**
 * Title, description, canonical URL and the Open Graph / Twitter tags of a page. The canonical URL
 * is the page's path without its query (filters, tabs and flags are the same page) on the
 * configured `PUBLIC_URL` the root loader passes on (never the request's Host).
 */
export function pageMeta(
  matches: Matches,
  page: string | undefined,
  description: string = SITE_DESCRIPTION,
  { image, type = "website" }: ShareOptions = {},
): MetaDescriptor[] {
  const root = rootData(matches);
  const title = pageTitle(matches, page);
  const descriptors: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (!root?.origin) return descriptors;
  const absolute = (path: string) => new URL(path, root.origin).href;
  const url = absolute(matches.at(-1)?.pathname ?? "/");
  const shareImage = absolute(image || DEFAULT_SHARE_IMAGE);
  return [
    ...descriptors,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: root.site?.name ?? "Web Code Academy" },
    { property: "og:locale", content: "es_MX" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: shareImage },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage },
  ];
}
