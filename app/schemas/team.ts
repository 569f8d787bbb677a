import * as z from "zod";

import { optionalHttpUrl, requiredText, siteImageUrl, wholeNumber } from "~/schemas/fields";

/** SPEC §5 "Team form": name, role (cargo) min 3, bio min 10, image min 5, order min 1. */
export const TEAM_MESSAGES = {
  name: "El nombre debe tener al menos 3 caracteres.",
  role: "El cargo debe tener al menos 3 caracteres.",
  bio: "La biografía debe tener al menos 10 caracteres.",
  image: "La URL de la imagen es requerida",
  order: "El orden debe ser mayor a 0",
} as const;

const M = TEAM_MESSAGES;

/** Shared by the admin's Equipo form and POST/PATCH /api/team. */
export const teamMemberSchema = z.object({
  name: requiredText(3, M.name),
  role: requiredText(3, M.role),
  bio: requiredText(10, M.bio, 2000),
  image: siteImageUrl(M.image),
  order: wholeNumber({ min: 1, max: 10_000 }, { required: M.order, min: M.order }),
  linkedIn: optionalHttpUrl(),
  github: optionalHttpUrl(),
  twitter: optionalHttpUrl(),
  instagram: optionalHttpUrl(),
});

export type TeamMemberInput = z.output<typeof teamMemberSchema>;
