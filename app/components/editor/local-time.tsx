import { useHydrated } from "~/utils/use-hydrated";

/**
 * A saved-at time. The server does not know the visitor's time zone: it renders UTC (and so does
 * the first client render, to match), then the browser shows local time.
 */
export function LocalTime({ ms }: { ms: number }) {
  const hydrated = useHydrated();
  const format = new Intl.DateTimeFormat("es", {
    dateStyle: "medium",
    timeStyle: "short",
    ...(hydrated ? {} : { timeZone: "UTC" }),
  });
  const text = format.format(new Date(ms));
  return <time dateTime={new Date(ms).toISOString()}>{hydrated ? text : `${text} UTC`}</time>;
}
