import { describe, expect, it } from "vitest";

import { ADULT_AGE, MAX_AGE, MIN_AGE, requiresGuardian } from "~/models/live-registration-rules";
import { liveRegistrationSchema } from "~/schemas/live-registration";

describe("requiresGuardian", () => {
  it("asks for a guardian from age 1 up to 17, not from 18 to 100 (SPEC §5)", () => {
    expect(requiresGuardian(1)).toBe(true);
    expect(requiresGuardian(17)).toBe(true);
    expect(requiresGuardian(18)).toBe(false);
    expect(requiresGuardian(100)).toBe(false);
  });

  it("does not decide for an age that is missing, out of range or not a whole number", () => {
    for (const age of [undefined, null, "15", 0, -3, 101, 15.5, Number.NaN]) {
      expect(requiresGuardian(age)).toBe(false);
    }
  });

  it("is the rule the registration schema enforces", () => {
    const participant = {
      firstName: "Diego",
      lastName: "Hernández",
      email: "diego@example.com",
      phoneNumber: "2291234567",
      preferredModality: "Virtual",
      hasLaptop: "false",
    };
    for (const age of [MIN_AGE, ADULT_AGE - 1, ADULT_AGE, MAX_AGE]) {
      const result = liveRegistrationSchema.safeParse({ ...participant, age: String(age) });
      const guardianErrors = result.success
        ? []
        : result.error.issues.filter((issue) => String(issue.path[0]).startsWith("guardian"));
      expect(guardianErrors.length > 0).toBe(requiresGuardian(age));
    }
  });
});
