import { describe, expect, it } from "vitest";

import { difficultyLabel, toModuleDifficulty } from "~/data/catalogue";
import { db } from "~/db.server";
import { getCourseSyllabus, syllabusAccessFor } from "~/models/syllabus.server";
import { courseCallToAction, enrollmentBlocker, enrollUser } from "~/models/enrollment.server";
import { DomainError } from "~/models/errors.server";

import { enrollments } from "../../db/schema";
import { insertTestCourse } from "../support/courses";
import { insertTestUser } from "../support/users";

const open = { isDisabled: false, comingSoon: false, isLive: false };

const insertCourse = (flags: Partial<typeof open> = {}) => insertTestCourse({ ...open, ...flags });

describe("enrollment precedence (model)", () => {
  it("puts disabled before coming soon before live", () => {
    expect(enrollmentBlocker({ isDisabled: true, comingSoon: true, isLive: true })).toBe(
      "disabled",
    );
    expect(enrollmentBlocker({ ...open, comingSoon: true, isLive: true })).toBe("coming-soon");
    expect(enrollmentBlocker({ ...open, isLive: true })).toBe("live");
    expect(enrollmentBlocker(open)).toBeNull();
  });

  // The course page's button: the same precedence, an enrollment or registration replacing it.
  it.each([
    [{ isDisabled: true }, {}, "unavailable"],
    // A disabled course stays unavailable even for an enrolled student.
    [{ isDisabled: true }, { enrolled: true }, "unavailable"],
    [{ comingSoon: true }, {}, "coming-soon"],
    [{ comingSoon: true }, { enrolled: true }, "enrolled"],
    [{ isLive: true }, {}, "live"],
    [{ isLive: true }, { liveRegistered: true }, "live-registered"],
    [{}, {}, "open"],
  ])("course page button: course %o, student %o → %s", (flags, visitor, expected) => {
    const none = { enrolled: false, liveRegistered: false };
    expect(courseCallToAction({ course: { ...open, ...flags }, ...none, ...visitor })).toBe(
      expected,
    );
  });

  it("refuses enrollment with the message of the first blocker", () => {
    const user = insertTestUser();
    const course = insertCourse({ comingSoon: true, isLive: true });
    const refusal = (() => {
      try {
        enrollUser(user.id, course.id);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).message).toBe("Este curso estará disponible próximamente.");
  });
});

describe("syllabus access (model)", () => {
  it("shows a visitor and a student a preview, an enrolled student and an admin everything", () => {
    const course = insertCourse();
    const student = insertTestUser();
    const enrolled = insertTestUser();
    db.insert(enrollments).values({ userId: enrolled.id, courseId: course.id }).run();
    expect(syllabusAccessFor(course, null)).toBe("preview");
    expect(syllabusAccessFor(course, student)).toBe("preview");
    expect(syllabusAccessFor(course, enrolled)).toBe("full");
    expect(syllabusAccessFor(course, insertTestUser("admin"))).toBe("full");
  });

  it("hides a disabled course's syllabus from everyone but admins, on the page too", () => {
    const course = insertCourse({ isDisabled: true });
    const enrolled = insertTestUser();
    db.insert(enrollments).values({ userId: enrolled.id, courseId: course.id }).run();
    expect(syllabusAccessFor(course, null)).toBe("none");
    expect(syllabusAccessFor(course, enrolled)).toBe("none");
    expect(getCourseSyllabus(course, enrolled, { openModulePosition: null })).toEqual({
      status: "hidden",
    });
    expect(syllabusAccessFor(course, insertTestUser("admin"))).toBe("full");
  });
});

describe("module difficulty vocabulary", () => {
  it("stores the list reading and accepts the admin form's reading and the labels", () => {
    expect(toModuleDifficulty("Hard")).toBe("Hard");
    expect(toModuleDifficulty("Principiante")).toBe("Easy");
    expect(toModuleDifficulty("Intermedio")).toBe("Medium");
    expect(toModuleDifficulty("Avanzado")).toBe("Hard");
    expect(toModuleDifficulty("Muy Difícil")).toBe("Very Hard");
    expect(toModuleDifficulty("Imposible")).toBeNull();
    expect(difficultyLabel("Very Hard")).toBe("Muy Difícil");
    expect(difficultyLabel("Avanzado")).toBe("Difícil");
  });
});
