import type { ProgressQueueState } from "~/offline/use-offline";
import { useOnline } from "~/offline/use-offline";
import { formatTime } from "~/utils/dates";

/** The learn page without a connection: what happens to the student's progress. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
    >
      Sin conexión — tu progreso se guardará cuando vuelvas a estar en línea
    </div>
  );
}

/** How many progress writes wait for the server, or when they last reached it. */
export function SyncStatus({ queue }: { queue: ProgressQueueState }) {
  const pending = queue.writes.length;
  if (pending === 0 && queue.lastSyncedAt === null) return null;
  return (
    <p
      data-testid="sync-status"
      data-pending={pending}
      className="text-xs text-slate-500 dark:text-slate-400"
      aria-live="polite"
    >
      {pending > 0
        ? `${pending} ${pending === 1 ? "cambio pendiente" : "cambios pendientes"} de sincronizar`
        : `Progreso sincronizado a las ${formatTime(queue.lastSyncedAt ?? 0)}`}
    </p>
  );
}
