import { sql } from "drizzle-orm";

import { db } from "~/db.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";

export function loader() {
  try {
    db.get(sql`select 1`);
    return apiJson({ status: "ok", database: "ok" });
  } catch (error) {
    console.error("Health check failed:", error);
    return apiJson({ status: "error", database: "unavailable" }, { status: 503 });
  }
}

export const action = () => methodNotAllowed();
