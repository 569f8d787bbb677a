import { methodNotAllowed } from "~/utils/api.server";
import { seoFileResponse, sitemapXml } from "~/utils/seo-files.server";

// Short: a course an admin disables should leave the sitemap soon.
export function loader() {
  return seoFileResponse(sitemapXml(), "application/xml", 300);
}

export const action = () => methodNotAllowed();
