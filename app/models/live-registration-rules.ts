/**
 * Live-registration age rules (SPEC §5), plain functions the browser can import too: the schema,
 * the registration model and the form (which shows the guardian fields) all ask these.
 */

export const MIN_AGE = 1;
export const MAX_AGE = 100;
/** From this age on a participant registers alone; younger ones need a guardian. */
export const ADULT_AGE = 18;

/** A whole number of years within the accepted range. */
export function isValidAge(age: unknown): age is number {
  return typeof age === "number" && Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;
}

/**
 * Whether a participant of this age must give a guardian's name and phone: only a valid age under
 * 18 does (an age still missing or out of range cannot tell, and the age's own error says why).
 */
export function requiresGuardian(age: unknown): boolean {
  return isValidAge(age) && age < ADULT_AGE;
}
