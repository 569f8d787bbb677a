import { jsonError } from "~/utils/api.server";

/** Unknown /api paths answer JSON 404 (the previous site fell through to the HTML app with 200). */
const notFound = () => jsonError(404, "No existe esa ruta de la API.");

export const loader = notFound;
export const action = notFound;
