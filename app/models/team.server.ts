import { asc, eq } from "drizzle-orm";

import { teams } from "../../db/schema";
import type { Admin } from "~/auth/session.server";
import { db } from "~/db.server";
import { DomainError } from "~/models/errors.server";
import { deleteSiteImage, resolveSiteImageUrl } from "~/models/image.server";
import { TEAM_MESSAGES, type TeamMemberInput } from "~/schemas/team";

/** The team in display order (SPEC §7: GET /api/team ordered by `order`). */
export function listTeamMembers() {
  return db.select().from(teams).orderBy(asc(teams.order), asc(teams.id)).all();
}

export type TeamMemberRecord = ReturnType<typeof listTeamMembers>[number];

export function getTeamMember(memberId: number) {
  return db.select().from(teams).where(eq(teams.id, memberId)).get() ?? null;
}

const NOT_FOUND = { message: "Miembro no encontrado", apiMessage: "Team member not found" };

async function memberValues(input: TeamMemberInput, upload: Uint8Array | null | undefined) {
  const image = await resolveSiteImageUrl({
    typed: input.image,
    upload,
    kind: "portrait",
    requiredMessage: TEAM_MESSAGES.image,
  });
  return { ...input, image };
}

export async function createTeamMember(
  _admin: Admin,
  input: TeamMemberInput,
  { upload }: { upload?: Uint8Array | null } = {},
) {
  return db
    .insert(teams)
    .values(await memberValues(input, upload))
    .returning()
    .get();
}

export async function updateTeamMember(
  _admin: Admin,
  memberId: number,
  input: TeamMemberInput,
  { upload }: { upload?: Uint8Array | null } = {},
) {
  const existing = getTeamMember(memberId);
  if (!existing) throw new DomainError(404, NOT_FOUND.message, NOT_FOUND);
  const updated = db
    .update(teams)
    .set(await memberValues(input, upload))
    .where(eq(teams.id, memberId))
    .returning()
    .get();
  if (!updated) throw new DomainError(404, NOT_FOUND.message, NOT_FOUND);
  if (existing.image !== updated.image) deleteSiteImage(existing.image);
  return updated;
}

export function deleteTeamMember(_admin: Admin, memberId: number) {
  const deleted = db.delete(teams).where(eq(teams.id, memberId)).returning().get();
  if (!deleted) throw new DomainError(404, NOT_FOUND.message, NOT_FOUND);
  deleteSiteImage(deleted.image);
  return deleted;
}
