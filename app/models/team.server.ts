import { asc } from "drizzle-orm";

import { teams } from "../../db/schema";
import { db } from "~/db.server";

/** The team in display order (SPEC §7: GET /api/team ordered by `order`). */
export function listTeamMembers() {
  return db.select().from(teams).orderBy(asc(teams.order), asc(teams.id)).all();
}

export type TeamMemberRecord = ReturnType<typeof listTeamMembers>[number];
