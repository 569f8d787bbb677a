import { useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useRef, useState, type RefObject } from "react";

import { showToast } from "~/components/layout/toaster";
import { readSnapshot, type EditorSnapshot } from "~/enhance/editor-draft";
import { SaveProjectSchema } from "~/schemas/editor-project";

const FAILED = "No se pudo guardar";
const KEPT = "Tus cambios siguen en este navegador.";

type SavedProject = { id: number; name: string; updatedAt: number };

/** `crypto.randomUUID` exists only on secure origins (https, localhost); elsewhere no key is sent. */
const newKey = () => globalThis.crypto?.randomUUID?.() ?? null;

/**
 * Guardar with JS: posts the form to /editor/save and says 'Código guardado' only once the server
 * has stored it; a refusal, an expired session or a lost connection says so in Spanish (the draft
 * keeps the code meanwhile). The first save of a new project moves to its own URL.
 */
export function useProjectSave(
  formRef: RefObject<HTMLFormElement>,
  {
    projectId,
    onSaved,
  }: { projectId: number | null; onSaved: (snapshot: EditorSnapshot, version: number) => void },
) {
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const retry = useRef<{ body: string; key: string | null } | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const save = useCallback(async () => {
    const form = formRef.current;
    if (!form || inFlight.current) return;
    const snapshot = readSnapshot(form);
    const checked = SaveProjectSchema.safeParse({
      intent: "save",
      projectId: projectId ?? undefined,
      name: snapshot.name,
      ...snapshot.code,
    });
    if (!checked.success) {
      showToast({ type: "error", title: FAILED, description: checked.error.issues[0]?.message });
      return;
    }

    const body = new URLSearchParams({ intent: "save", name: snapshot.name, ...snapshot.code });
    if (projectId !== null) body.set("projectId", String(projectId));
    // Saving again what a failed attempt sent reuses its key: if that attempt was stored and only
    // the answer got lost, the server answers it again instead of creating a second project.
    const sent = body.toString();
    if (retry.current?.body !== sent) retry.current = { body: sent, key: newKey() };
    const key = retry.current.key;
    inFlight.current = true;
    setSaving(true);
    try {
      let response: Response;
      try {
        response = await fetch("/editor/save", {
          method: "POST",
          body,
          headers: { Accept: "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
        });
      } catch {
        showToast({
          type: "error",
          title: FAILED,
          description: `No hay conexión con el servidor. ${KEPT} Vuelve a intentarlo.`,
        });
        return;
      }
      const answer = (await response.json().catch(() => null)) as {
        project?: SavedProject;
        message?: string;
      } | null;
      if (!response.ok || !answer?.project) {
        showToast({
          type: "error",
          title: FAILED,
          description: `${answer?.message ?? "El servidor no respondió como se esperaba."} ${KEPT}`,
        });
        return;
      }
      retry.current = null;
      const saved = answer.project;
      onSaved(snapshot, saved.updatedAt);
      showToast({
        type: "success",
        title: "Código guardado",
        description: `«${saved.name}» está guardado en tu cuenta.`,
      });
      if (projectId === null) navigate(`/editor?project=${saved.id}`, { replace: true });
      else revalidator.revalidate();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, [formRef, projectId, onSaved, navigate, revalidator]);

  return { save, saving };
}
