import { formatDateTime } from "~/utils/dates";

/** A saved-at time, in the academy's time zone like every time shown (the same without JS). */
export function LocalTime({ ms }: { ms: number }) {
  return <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms)}</time>;
}
