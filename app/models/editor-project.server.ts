import { randomBytes } from "node:crypto";

import { and, count, desc, eq, max } from "drizzle-orm";

import { editorProjects, users, type EditorProject } from "../../db/schema";
import { db } from "~/db.server";
import {
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  EDITOR_FIELDS,
  findOversizeField,
  type EditorCode,
} from "~/editor/combine-code";
import { DomainError } from "~/models/errors.server";
import { rememberAnswer, type Once } from "~/models/idempotency.server";
import {
  MAX_PROJECTS_PER_USER,
  PROJECT_LIMIT_MESSAGE,
  PROJECT_NAME_MAX,
  PROJECT_NOT_FOUND_MESSAGE,
} from "~/schemas/editor-project";

/**
 * Code-editor projects (issue 10). Every query names the owner, so another user's project id is
 * "not found", never read or changed; only `getPublishedProject` reads without an owner, and only
 * projects whose owner published them.
 */

/** A project as the editor opens it. `updatedAt` in ms identifies the saved version. */
export type OpenProject = {
  id: number;
  name: string;
  code: EditorCode;
  updatedAt: number;
  publicId: string | null;
};

/** The open project as the editor form posts it (no id before its first save). */
export type PostedProject = { projectId?: number; name: string; code: EditorCode };

export const NEW_PROJECT_NAME = "Nuevo proyecto";

function toOpenProject(row: EditorProject): OpenProject {
  return {
    id: row.id,
    name: row.name,
    code: { html: row.html, css: row.css, js: row.js },
    updatedAt: row.updatedAt.getTime(),
    publicId: row.publicId,
  };
}

const ownedBy = (userId: number, projectId: number) =>
  and(eq(editorProjects.id, projectId), eq(editorProjects.userId, userId));

function assertCodeWithinLimits(code: EditorCode) {
  const field = findOversizeField(code);
  if (field) throw new DomainError(413, EDITOR_FIELD_TOO_LARGE_MESSAGE, { field });
}

function pickCode(code: EditorCode): EditorCode {
  return Object.fromEntries(EDITOR_FIELDS.map((field) => [field, code[field]])) as EditorCode;
}

/** The user's projects for the editor's list: most recently saved first. */
export function listProjects(userId: number) {
  return db
    .select({
      id: editorProjects.id,
      name: editorProjects.name,
      updatedAt: editorProjects.updatedAt,
      publicId: editorProjects.publicId,
    })
    .from(editorProjects)
    .where(eq(editorProjects.userId, userId))
    .orderBy(desc(editorProjects.updatedAt), desc(editorProjects.id))
    .all()
    .map(({ publicId, updatedAt, ...project }) => ({
      ...project,
      updatedAt: updatedAt.getTime(),
      published: publicId !== null,
    }));
}

export type ProjectSummary = ReturnType<typeof listProjects>[number];

/** Opens one of the user's own projects; anyone else's id is a 404. */
export function getProject(userId: number, projectId: number): OpenProject {
  const row = db.select().from(editorProjects).where(ownedBy(userId, projectId)).get();
  if (!row) throw new DomainError(404, PROJECT_NOT_FOUND_MESSAGE);
  return toOpenProject(row);
}

/** What /editor opens without a project in the URL: the last one saved, on any device. */
export function findLastSavedProject(userId: number): OpenProject | null {
  const row = db
    .select()
    .from(editorProjects)
    .where(eq(editorProjects.userId, userId))
    .orderBy(desc(editorProjects.updatedAt), desc(editorProjects.id))
    .limit(1)
    .get();
  return row ? toOpenProject(row) : null;
}

function projectNames(userId: number) {
  return new Set(
    db
      .select({ name: editorProjects.name })
      .from(editorProjects)
      .where(eq(editorProjects.userId, userId))
      .all()
      .map((row) => row.name),
  );
}

/** `base`, or `base (2)`, `base (3)`… whichever the user does not have yet (within the length). */
function freeName(userId: number, base: string) {
  const taken = projectNames(userId);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : ` (${n})`;
    const name = `${base.slice(0, PROJECT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * The time to stamp a write with: now, but always later than the user's last write, so "the last
 * saved project" and a save's version are never ties, even for two writes in one millisecond.
 */
function nextWriteTime(userId: number) {
  const { latest } = db
    .select({ latest: max(editorProjects.updatedAt) })
    .from(editorProjects)
    .where(eq(editorProjects.userId, userId))
    .get() ?? { latest: null };
  return new Date(Math.max(Date.now(), (latest?.getTime() ?? 0) + 1));
}

function insertProject(userId: number, name: string, code: EditorCode) {
  assertCodeWithinLimits(code);
  return db.transaction(() => {
    const { total } = db
      .select({ total: count() })
      .from(editorProjects)
      .where(eq(editorProjects.userId, userId))
      .get() ?? { total: 0 };
    if (total >= MAX_PROJECTS_PER_USER) throw new DomainError(409, PROJECT_LIMIT_MESSAGE);
    const row = db
      .insert(editorProjects)
      .values({ userId, name, ...pickCode(code), updatedAt: nextWriteTime(userId) })
      .returning()
      .get();
    return toOpenProject(row);
  });
}

/** A new project with the given code (the starter page) and the next free "Nuevo proyecto" name. */
export function createProject(userId: number, code: EditorCode, name = NEW_PROJECT_NAME) {
  return insertProject(userId, freeName(userId, name), code);
}

/**
 * Guardar: stores the posted name and files in the user's project, or creates it when the editor
 * had none yet. Files over 200 KB are refused (413) and nothing is written. With `once`, the
 * answer is stored with the project (idempotency.server.ts): a retried first save creates nothing.
 */
export function saveProject(
  userId: number,
  posted: PostedProject,
  once?: Once<OpenProject> | null,
): OpenProject {
  return db.transaction(() => {
    const saved = writeProject(userId, posted);
    rememberAnswer(once, saved);
    return saved;
  });
}

function writeProject(userId: number, posted: PostedProject): OpenProject {
  if (posted.projectId === undefined) return insertProject(userId, posted.name, posted.code);
  const { projectId } = posted;
  assertCodeWithinLimits(posted.code);
  return db.transaction(() => {
    const row = db
      .update(editorProjects)
      .set({ name: posted.name, ...pickCode(posted.code), updatedAt: nextWriteTime(userId) })
      .where(ownedBy(userId, projectId))
      .returning()
      .get();
    if (!row) throw new DomainError(404, PROJECT_NOT_FOUND_MESSAGE);
    return toOpenProject(row);
  });
}

/**
 * Saves the open project, then does `next` with it, in one transaction: the editor's actions that
 * open another project (or publish this one) never drop what was typed, and a refusal of `next`
 * (the 51st project) leaves nothing half done.
 */
export function saveProjectThen<T>(
  userId: number,
  posted: PostedProject,
  next: (saved: OpenProject) => T,
  once?: Once<T> | null,
): T {
  return db.transaction(() => {
    const result = next(writeProject(userId, posted));
    rememberAnswer(once, result);
    return result;
  });
}

/** A copy of the user's project named "<name> (copia)" (counts towards the 50). */
export function duplicateProject(userId: number, projectId: number) {
  const source = getProject(userId, projectId);
  return insertProject(userId, freeName(userId, `${source.name} (copia)`), source.code);
}

export function deleteProject(userId: number, projectId: number) {
  const deleted = db
    .delete(editorProjects)
    .where(ownedBy(userId, projectId))
    .returning({ id: editorProjects.id })
    .get();
  if (!deleted) throw new DomainError(404, PROJECT_NOT_FOUND_MESSAGE);
}

/**
 * Publishes the user's project under an unguessable id (kept while it stays published). Returns
 * the id, the last part of its read-only link.
 */
export function publishProject(userId: number, projectId: number) {
  const project = getProject(userId, projectId);
  if (project.publicId) return project.publicId;
  const publicId = randomBytes(18).toString("base64url");
  db.update(editorProjects).set({ publicId }).where(ownedBy(userId, projectId)).run();
  return publicId;
}

/** Takes the link down at once; publishing again gives a new link, so the old one stays dead. */
export function unpublishProject(userId: number, projectId: number) {
  const row = db
    .update(editorProjects)
    .set({ publicId: null })
    .where(ownedBy(userId, projectId))
    .returning({ id: editorProjects.id })
    .get();
  if (!row) throw new DomainError(404, PROJECT_NOT_FOUND_MESSAGE);
}

/** The shape of a public id: anything else is not looked up at all. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** A published project for anyone with its link, with its author's name; null once unpublished. */
export function getPublishedProject(publicId: string) {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return null;
  const row = db
    .select({
      name: editorProjects.name,
      html: editorProjects.html,
      css: editorProjects.css,
      js: editorProjects.js,
      updatedAt: editorProjects.updatedAt,
      authorName: users.name,
    })
    .from(editorProjects)
    .innerJoin(users, eq(users.id, editorProjects.userId))
    .where(eq(editorProjects.publicId, publicId))
    .get();
  if (!row) return null;
  return {
    name: row.name,
    authorName: row.authorName,
    code: pickCode(row),
    updatedAt: row.updatedAt.getTime(),
  };
}

export type PublishedProject = NonNullable<ReturnType<typeof getPublishedProject>>;
