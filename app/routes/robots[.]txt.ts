import { methodNotAllowed } from "~/utils/api.server";
import { robotsTxt, seoFileResponse } from "~/utils/seo-files.server";

export function loader() {
  return seoFileResponse(robotsTxt(), "text/plain", 3600);
}

export const action = () => methodNotAllowed();
