/**
 * Dates as the academy shows them: Spanish (Mexico), in Mexico City time, fixed on the server and
 * in the browser alike so a rendered page hydrates without a mismatch.
 */
const dateTimeFormatter = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Mexico_City",
});

const longDateFormatter = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "long",
  timeZone: "America/Mexico_City",
});

export function formatDateTime(date: Date | number) {
  return dateTimeFormatter.format(date);
}

export function formatLongDate(date: Date | number) {
  return longDateFormatter.format(date);
}

const sortableParts = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "America/Mexico_City",
});

/**
 * The same moment in Mexico City time as `YYYY-MM-DD HH:mm:ss` (no zone): the form spreadsheet
 * programs read as a date-time in any locale, and that sorts as text. For CSV exports.
 */
export function formatSortableDateTime(date: Date | number) {
  const part = Object.fromEntries(
    sortableParts.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
