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
