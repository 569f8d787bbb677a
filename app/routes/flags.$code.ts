import fs from "node:fs/promises";
import path from "node:path";

import type { LoaderFunctionArgs } from "@remix-run/node";

import { FLAG_CODES } from "~/data/home";
import { methodNotAllowed } from "~/utils/api.server";
import { applySecurityHeaders } from "~/utils/headers.server";

/**
 * Self-hosted flag images for the home page's students-by-country strip: /flags/mx serves
 * country-flag-icons' 3x2 SVG. Only the codes the strip uses are served.
 */
const FLAGS_DIR = path.resolve(process.cwd(), "node_modules/country-flag-icons/3x2");
const cache = new Map<string, string>();

export async function loader({ params }: LoaderFunctionArgs) {
  const code = (params.code ?? "").toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !FLAG_CODES.has(code)) {
    return new Response("Bandera no encontrada", {
      status: 404,
      headers: applySecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8" })),
    });
  }
  let svg = cache.get(code);
  if (svg === undefined) {
    svg = await fs.readFile(path.join(FLAGS_DIR, `${code}.svg`), "utf8");
    cache.set(code, svg);
  }
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    }),
  );
  return new Response(svg, { headers });
}

export const action = () => methodNotAllowed();
