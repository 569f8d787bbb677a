import { asc, eq, sql } from "drizzle-orm";

import {
  auditLog,
  certificates,
  contacts,
  courses,
  editorProjects,
  enrollments,
  images,
  liveCourseRegistrations,
  modules,
  outboxEmails,
  sectionComments,
  sectionProgress,
  sections,
  sessions,
  users,
} from "../../db/schema";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { certificatePath, formatCertificateCode } from "~/models/certificate.server";
import { DomainError } from "~/models/errors.server";
import { publicUrl } from "~/utils/public-url.server";

/**
 * "Descargar mis datos" (issue 19): everything the academy stores about one student, as plain
 * JSON. Each section is read by the student's own id (never by anything the request names), and
 * only columns listed here leave: no password hash, no session id, no token or code hash, no mail
 * body (a sent mail's link is a secret until used), no image bytes.
 */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The version of this file's layout, so a later change can be told apart. */
export const PERSONAL_DATA_FORMAT = 1;

export function exportPersonalData(userId: number, now = new Date()) {
  return db.transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.id, userId)).get();
    if (!user) throw new DomainError(404, "Usuario no encontrado.");

    const enrolled = tx
      .select({
        courseId: courses.id,
        title: courses.title,
        slug: courses.slug,
        progress: enrollments.progress,
        completed: enrollments.completed,
        enrolledAt: enrollments.createdAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(asc(enrollments.createdAt), asc(enrollments.id))
      .all();

    const progressRows = tx
      .select({
        courseId: modules.courseId,
        courseTitle: courses.title,
        moduleTitle: modules.title,
        sectionTitle: sections.title,
        completed: sectionProgress.completed,
        videoSeconds: sectionProgress.videoProgress,
        updatedAt: sectionProgress.updatedAt,
      })
      .from(sectionProgress)
      .innerJoin(sections, eq(sections.id, sectionProgress.sectionId))
      .innerJoin(modules, eq(modules.id, sections.moduleId))
      .innerJoin(courses, eq(courses.id, modules.courseId))
      .where(eq(sectionProgress.userId, userId))
      .orderBy(asc(modules.courseId), asc(modules.order), asc(sections.order))
      .all();
    const sectionsOf = (courseId: number) =>
      progressRows
        .filter((row) => row.courseId === courseId)
        .map(({ moduleTitle, sectionTitle, completed, videoSeconds, updatedAt }) => ({
          module: moduleTitle,
          section: sectionTitle,
          completed,
          videoSeconds,
          updatedAt: iso(updatedAt),
        }));
    const enrolledIds = new Set(enrolled.map((row) => row.courseId));

    const comments = tx
      .select({
        body: sectionComments.body,
        createdAt: sectionComments.createdAt,
        course: courses.title,
        section: sections.title,
      })
      .from(sectionComments)
      .innerJoin(sections, eq(sections.id, sectionComments.sectionId))
      .innerJoin(modules, eq(modules.id, sections.moduleId))
      .innerJoin(courses, eq(courses.id, modules.courseId))
      .where(eq(sectionComments.userId, userId))
      .orderBy(asc(sectionComments.createdAt), asc(sectionComments.id))
      .all();

    const projects = tx
      .select()
      .from(editorProjects)
      .where(eq(editorProjects.userId, userId))
      .orderBy(asc(editorProjects.createdAt), asc(editorProjects.id))
      .all();

    const registrations = tx
      .select({
        course: courses.title,
        firstName: liveCourseRegistrations.firstName,
        lastName: liveCourseRegistrations.lastName,
        email: liveCourseRegistrations.email,
        phoneNumber: liveCourseRegistrations.phoneNumber,
        age: liveCourseRegistrations.age,
        guardianFirstName: liveCourseRegistrations.guardianFirstName,
        guardianLastName: liveCourseRegistrations.guardianLastName,
        guardianPhoneNumber: liveCourseRegistrations.guardianPhoneNumber,
        preferredModality: liveCourseRegistrations.preferredModality,
        hasLaptop: liveCourseRegistrations.hasLaptop,
        registeredAt: liveCourseRegistrations.registeredAt,
      })
      .from(liveCourseRegistrations)
      .innerJoin(courses, eq(courses.id, liveCourseRegistrations.courseId))
      .where(eq(liveCourseRegistrations.userId, userId))
      .orderBy(asc(liveCourseRegistrations.registeredAt), asc(liveCourseRegistrations.id))
      .all();

    const issued = tx
      .select()
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(asc(certificates.createdAt), asc(certificates.id))
      .all();

    const mails = tx
      .select({
        kind: outboxEmails.kind,
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        status: outboxEmails.status,
        createdAt: outboxEmails.createdAt,
        sentAt: outboxEmails.sentAt,
      })
      .from(outboxEmails)
      .where(eq(outboxEmails.userId, userId))
      .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id))
      .all();

    const photos = tx
      .select({
        id: images.id,
        contentType: images.contentType,
        bytes: sql<number>`length(${images.data})`,
        createdAt: images.createdAt,
      })
      .from(images)
      .where(eq(images.userId, userId))
      .orderBy(asc(images.id))
      .all();

    const signIns = tx
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt))
      .all();

    const adminActions = tx
      .select({ action: auditLog.action, detail: auditLog.detail, at: auditLog.createdAt })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, userId))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      .all();

    // The contact form stores an address, not an account: its messages are the student's only
    // once the address is proven theirs (anyone can register with someone else's address).
    const contactMessages = user.emailVerifiedAt
      ? tx
          .select({ name: contacts.name, message: contacts.message, at: contacts.createdAt })
          .from(contacts)
          .where(eq(contacts.email, user.email))
          .orderBy(asc(contacts.createdAt), asc(contacts.id))
          .all()
      : [];

    return {
      format: PERSONAL_DATA_FORMAT,
      academy: env.site.name,
      exportedAt: now.toISOString(),
      account: {
        id: user.id,
        name: user.name,
        username: user.username,
        email: user.email,
        emailVerifiedAt: iso(user.emailVerifiedAt),
        role: user.role,
        bio: user.bio,
        profileImage: user.profileImage,
        saveData: user.saveData,
        blockedAt: iso(user.blockedAt),
        createdAt: iso(user.createdAt),
      },
      enrollments: enrolled.map((row) => ({
        course: { title: row.title, slug: row.slug },
        progressPercent: row.progress,
        completed: row.completed,
        enrolledAt: iso(row.enrolledAt),
        sections: sectionsOf(row.courseId),
      })),
      /** Progress kept from courses the student is no longer enrolled in. */
      otherProgress: [...new Set(progressRows.map((row) => row.courseId))]
        .filter((courseId) => !enrolledIds.has(courseId))
        .map((courseId) => ({
          course: progressRows.find((row) => row.courseId === courseId)!.courseTitle,
          sections: sectionsOf(courseId),
        })),
      comments: comments.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      editorProjects: projects.map((project) => ({
        name: project.name,
        html: project.html,
        css: project.css,
        js: project.js,
        publicLink: project.publicId ? publicUrl(`/editor/p/${project.publicId}`) : null,
        createdAt: iso(project.createdAt),
        updatedAt: iso(project.updatedAt),
      })),
      liveRegistrations: registrations.map((row) => ({
        ...row,
        registeredAt: iso(row.registeredAt),
      })),
      certificates: issued.map((certificate) => ({
        code: formatCertificateCode(certificate.code),
        verificationPage: publicUrl(certificatePath(certificate.code)),
        recipientName: certificate.recipientName,
        courseTitle: certificate.courseTitle,
        courseHours: certificate.courseHours,
        completedAt: iso(certificate.completedAt),
        revokedAt: iso(certificate.revokedAt),
        revocationReason: certificate.revocationReason,
      })),
      emails: mails.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        sentAt: iso(row.sentAt),
      })),
      uploadedImages: photos.map((photo) => ({
        url: `/images/${photo.id}`,
        contentType: photo.contentType,
        bytes: photo.bytes,
        createdAt: iso(photo.createdAt),
      })),
      signIns: signIns.map((row) => ({
        startedAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
      })),
      adminActions: adminActions.map((row) => ({ ...row, at: iso(row.at) })),
      contactMessages: contactMessages.map((row) => ({ ...row, at: iso(row.at) })),
    };
  });
}

export type PersonalData = ReturnType<typeof exportPersonalData>;

/** The download's file name: the academy's and the day's, never the student's name. */
export function personalDataFileName(now = new Date()) {
  return `mis-datos-${now.toISOString().slice(0, 10)}.json`;
}
