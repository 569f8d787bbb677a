import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";

import * as admin from "~/schemas/admin";
import * as auth from "~/schemas/auth";
import * as contact from "~/schemas/contact";
import * as course from "~/schemas/course";
import * as editorProject from "~/schemas/editor-project";
import { getFormConstraint } from "~/schemas/form-constraint";
import * as learning from "~/schemas/learning";
import * as liveRegistration from "~/schemas/live-registration";
import * as profile from "~/schemas/profile";
import * as syllabus from "~/schemas/syllabus";
import * as team from "~/schemas/team";
import * as testimonial from "~/schemas/testimonial";

const modules = {
  admin,
  auth,
  contact,
  course,
  editorProject,
  learning,
  liveRegistration,
  profile,
  syllabus,
  team,
  testimonial,
};

const schemas = Object.entries(modules).flatMap(([moduleName, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === "object" && value !== null && "_zod" in value)
    .map(([name, value]) => [`${moduleName}.${name}`, value as $ZodType] as const),
);

function conformConstraint(schema: $ZodType) {
  try {
    return JSON.parse(JSON.stringify(getZodConstraint(schema)));
  } catch {
    return "unsupported";
  }
}

function ownConstraint(schema: $ZodType) {
  try {
    return getFormConstraint(schema);
  } catch {
    return "unsupported";
  }
}

describe("getFormConstraint", () => {
  it("covers the schemas of every form", () => {
    expect(schemas.length).toBeGreaterThan(20);
    expect(schemas.map(([name]) => name)).toContain(
      "liveRegistration.liveRegistrationFieldsSchema",
    );
  });

  it.each(schemas)("gives %s the constraints Conform derives", (_name, schema) => {
    expect(ownConstraint(schema)).toEqual(conformConstraint(schema));
  });

  it("reads optionality, enums and branch-specific fields", () => {
    expect(getFormConstraint(auth.RegisterSchema).redirectTo).toEqual({ required: false });
    expect(
      getFormConstraint(liveRegistration.liveRegistrationFieldsSchema).preferredModality,
    ).toEqual({ required: true, pattern: "Presencial|Virtual" });
    const action = getFormConstraint(auth.AuthActionSchema);
    expect(action.password).toEqual({ required: true });
    expect(action.confirmPassword).toEqual({ required: false });
  });
});
