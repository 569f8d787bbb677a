import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/session.server";
import { EDITOR_FORM_ID, EditorWorkspace } from "~/components/editor/editor-workspace";
import { ProjectFailure } from "~/components/editor/project-failure";
import { ProjectsPanel } from "~/components/editor/projects-panel";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  downloadFileName,
  EDITOR_FIELD_TOO_LARGE_MESSAGE,
  findOversizeField,
  type EditorCode,
} from "~/editor/combine-code";
import { MAX_EDITOR_BODY_BYTES } from "~/editor/editor-code.server";
import { wantsLightEditor } from "~/editor/light-editor.server";
import { getMonacoScriptUrl } from "~/editor/monaco-assets.server";
import { starterCode } from "~/editor/starter-code";
import { env } from "~/env.server";
import { runEditorIntent } from "~/editor/editor-intents.server";
import { editorUrl } from "~/editor/editor-url";
import { keepPreviewRun } from "~/editor/preview-runs.server";
import { findLastSavedProject, getProject, listProjects } from "~/models/editor-project.server";
import { DomainError } from "~/models/errors.server";
import {
  formIdempotencyKey,
  idempotencyClaim,
  newIdempotencyKey,
} from "~/models/idempotency.server";
import {
  DEFAULT_PROJECT_NAME,
  EDITOR_INTENTS,
  EditorActionSchema,
  MAX_PROJECTS_PER_USER,
  type EditorIntent,
} from "~/schemas/editor-project";
import { replyWithDomainError } from "~/utils/form-reply.server";
import { pageMeta } from "~/utils/meta";
import { publicUrl } from "~/utils/public-url.server";
import { notFound } from "~/utils/invariant";
import {
  assertFormFits,
  assertSameOrigin,
  parseIdParam,
  readFormBody,
} from "~/utils/request.server";
import type { PageHandle } from "~/utils/hydration";

/**
 * React and Monaco on desktops; on phones and with Save-Data a static page with the light editor
 * (docs/decisions/124, 144), decided per request by the loader.
 */
export const handle: PageHandle = {
  hydrate: (loaderData) => !(loaderData as { lightEditor?: boolean } | undefined)?.lightEditor,
};

/** The page differs by device: caches must not hand a phone's page to a desktop. */
export const headers: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.append("Vary", "User-Agent, Sec-CH-UA-Mobile");
  return headers;
};

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Editor de Código",
    "Escribe HTML, CSS y JavaScript y mira el resultado al instante.",
  );

function openOwnProject(userId: number, param: string) {
  const projectId = parseIdParam(param, "Proyecto no encontrado.");
  try {
    return getProject(userId, projectId);
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) notFound(error.message);
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const param = url.searchParams.get("project");
  const project = param === null ? findLastSavedProject(user.id) : openOwnProject(user.id, param);
  const lightEditor = wantsLightEditor(request, user);
  return {
    userId: user.id,
    project,
    projects: listProjects(user.id),
    maxProjects: MAX_PROJECTS_PER_USER,
    starter: { name: DEFAULT_PROJECT_NAME, code: starterCode(env.site.name) },
    // On PUBLIC_URL like every link that leaves the page (mails too), not the address typed.
    publicUrl: project?.publicId ? publicUrl(`/editor/p/${project.publicId}`) : null,
    confirmDelete: project !== null && url.searchParams.get("confirm") === "delete",
    downloadName: downloadFileName(env.site.name),
    lightEditor,
    monacoScriptUrl: lightEditor ? null : getMonacoScriptUrl(),
    idempotencyKey: newIdempotencyKey(),
  };
}

// --- action -----------------------------------------------------------------------------------

/** A refused editor post: why, and the project exactly as it was posted (nothing typed is lost). */
export type EditorActionData = {
  intent: EditorIntent | null;
  result: SubmissionResult<string[]>;
  posted: { name: string; code: EditorCode } | null;
};

/** 'Ejecutar' without JS: the code as posted, and the run its preview loads. */
export type EditorRunData = { run: string; posted: { name: string; code: EditorCode } };

function readPosted(formData: FormData) {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  if (!formData.has("html")) return null;
  return { name: text("name"), code: { html: text("html"), css: text("css"), js: text("js") } };
}

function refused(
  formData: FormData,
  status: number,
  result: SubmissionResult<string[]>,
): ReturnType<typeof data<EditorActionData>> {
  const intent = EDITOR_INTENTS.find((known) => known === formData.get("intent")) ?? null;
  return data({ intent, result, posted: readPosted(formData) }, { status });
}

/**
 * Every button of the editor form (and the delete confirmation) posts here; without JS this is
 * also Guardar (with JS Guardar uses POST /editor/save and stays on the page). The buttons that
 * leave the open project, or publish it, save it first (decision 042).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  assertSameOrigin(request);
  const { formData } = await readFormBody(
    request,
    MAX_EDITOR_BODY_BYTES,
    EDITOR_FIELD_TOO_LARGE_MESSAGE,
  );
  // 'Ejecutar' without JS posts here: the same page answers with the preview in view.
  const posted = readPosted(formData);
  if (formData.get("intent") === "run" && posted && !findOversizeField(posted.code)) {
    return data({ run: keepPreviewRun(user.id, posted.code), posted } satisfies EditorRunData);
  }
  assertFormFits(formData, EditorActionSchema);
  const submission = parseWithZod(formData, { schema: EditorActionSchema });
  if (submission.status !== "success") {
    const oversize = posted !== null && findOversizeField(posted.code) !== null;
    return refused(formData, oversize ? 413 : 400, submission.reply());
  }
  try {
    const claim = idempotencyClaim(formIdempotencyKey(formData), {
      route: "editor",
      userId: user.id,
    });
    return await runEditorIntent(user.id, submission.value, claim);
  } catch (error) {
    const { status, reply } = replyWithDomainError(submission, error);
    return refused(formData, status, reply);
  }
}

// --- page -------------------------------------------------------------------------------------

export default function EditorPage() {
  const loaderData = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as EditorActionData | EditorRunData | undefined;
  const actionData = answer && "result" in answer ? answer : undefined;
  const { project, starter } = loaderData;
  // A refused post (or a run without JS) shows the code as it was posted, not as it is stored.
  const shown = answer?.posted ?? project ?? starter;

  return (
    <div className="container-page py-8 lg:py-10">
      <header className="mb-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Editor de Código</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Escribe HTML, CSS y JavaScript y pulsa <strong>Ejecutar</strong> para ver el resultado.
          Guarda tus proyectos en tu cuenta y ábrelos desde cualquier dispositivo.
          <span data-editor-js-only className="[@media(hover:none)]:hidden">
            {" "}
            Atajos:{" "}
            <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">
              Ctrl
            </kbd>{" "}
            +{" "}
            <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">
              Enter
            </kbd>{" "}
            ejecuta,{" "}
            <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">
              Ctrl
            </kbd>{" "}
            +{" "}
            <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">
              S
            </kbd>{" "}
            guarda.
          </span>
        </p>
      </header>

      {actionData ? (
        <ProjectFailure
          formId={EDITOR_FORM_ID}
          intent={actionData.intent}
          result={actionData.result}
        />
      ) : null}

      <EditorWorkspace
        // A new editor (Monaco, draft, unsaved state) for each project.
        key={project?.id ?? "new"}
        userId={loaderData.userId}
        projectId={project?.id ?? null}
        saved={
          project
            ? { name: project.name, code: project.code, version: project.updatedAt }
            : { ...starter, version: 0 }
        }
        shown={shown}
        nameErrors={actionData?.result.error?.name ?? undefined}
        formAction={editorUrl(project?.id)}
        previewRun={answer && "run" in answer ? answer.run : null}
        downloadName={loaderData.downloadName}
        monacoScriptUrl={loaderData.monacoScriptUrl}
        idempotencyKey={loaderData.idempotencyKey}
      />

      <ProjectsPanel
        project={project}
        projects={loaderData.projects}
        maxProjects={loaderData.maxProjects}
        publicUrl={loaderData.publicUrl}
        confirmDelete={loaderData.confirmDelete}
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
