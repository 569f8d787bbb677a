/**
 * Dates as the academy shows them (decision 140): Spanish (Mexico), in the academy's time zone,
 * fixed on the server and in the browser alike, so a page reads the same rendered and hydrated,
 * with or without JavaScript, whoever looks at it from wherever. A time of day always names its
 * zone; a date alone does not need to.
 */

/** The academy's time zone: every date and time shown or exported is read in it. */
export const ACADEMY_TIME_ZONE = "America/Mexico_City";
/** How the pages and exports name it after a time. */
export const ACADEMY_TIME_ZONE_NAME = "hora de Ciudad de México";

// A 24-hour clock: the 12-hour one's "a.m." is spelled differently by the ICU data of Node and of
// each browser ("a.m.", "a. m."), so a hydrated page would not match its server render.
const dateTimeFormatter = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "medium",
  timeStyle: "short",
  hourCycle: "h23",
  timeZone: ACADEMY_TIME_ZONE,
});

const timeFormatter = new Intl.DateTimeFormat("es-MX", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: ACADEMY_TIME_ZONE,
});

const longDateFormatter = new Intl.DateTimeFormat("es-MX", {
  dateStyle: "long",
  timeZone: ACADEMY_TIME_ZONE,
});

/** "28 nov 2026, 10:30 (hora de Ciudad de México)". */
export function formatDateTime(date: Date | number) {
  return `${dateTimeFormatter.format(date)} (${ACADEMY_TIME_ZONE_NAME})`;
}

/** "10:30 (hora de Ciudad de México)". */
export function formatTime(date: Date | number) {
  return `${timeFormatter.format(date)} (${ACADEMY_TIME_ZONE_NAME})`;
}

/** "28 de noviembre de 2026": the day in the academy's time zone. */
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
  timeZone: ACADEMY_TIME_ZONE,
});

/**
 * The same moment in the academy's time as `YYYY-MM-DD HH:mm:ss` (no zone: the column's header
 * names it): the form spreadsheet programs read as a date-time in any locale, and that sorts as
 * text. For CSV exports.
 */
export function formatSortableDateTime(date: Date | number) {
  const part = Object.fromEntries(
    sortableParts.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
