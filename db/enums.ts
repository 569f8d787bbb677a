// Plain constants shared by the database schema and browser code (no drizzle import here, so the
// browser bundle never pulls in the ORM).

export const ROLES = ["student", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const LIVE_MODALITIES = ["Presencial", "Virtual", "Mixta"] as const;
export const REGISTRATION_MODALITIES = ["Presencial", "Virtual"] as const;

export type LiveDetails = {
  liveDuration: string;
  schedule: string;
  modality: (typeof LIVE_MODALITIES)[number];
  address: string;
  contact: string;
};
