import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { LocalTime } from "~/components/editor/local-time";
import { SyncStatus } from "~/components/offline/offline-status";
import { formatDateTime, formatLongDate, formatSortableDateTime, formatTime } from "~/utils/dates";

// 16:30 UTC is 10:30 in Mexico City (UTC−6 all year since 2022).
const MOMENT = new Date("2026-11-28T16:30:00Z");

describe("one rule for every time shown: the academy's zone, named", () => {
  it("formats dates and times in Mexico City time and names the zone after a time", () => {
    expect(formatDateTime(MOMENT)).toBe("28 nov 2026, 10:30 (hora de Ciudad de México)");
    expect(formatTime(MOMENT)).toBe("10:30 (hora de Ciudad de México)");
    // Past midnight UTC is still the evening before in Mexico City.
    expect(formatLongDate(new Date("2026-11-29T03:00:00Z"))).toBe("28 de noviembre de 2026");
    expect(formatSortableDateTime(MOMENT)).toBe("2026-11-28 10:30:00");
  });

  it("the editor's saved-at time reads the same without JS as with it (never UTC)", () => {
    const html = renderToStaticMarkup(h(LocalTime, { ms: MOMENT.getTime() }));
    expect(html).toBe(
      '<time dateTime="2026-11-28T16:30:00.000Z">28 nov 2026, 10:30 (hora de Ciudad de México)</time>',
    );
  });

  it("the learn page's sync time names the academy's zone too", () => {
    const html = renderToStaticMarkup(
      h(SyncStatus, { queue: { writes: [], lastSyncedAt: MOMENT.getTime() } as never }),
    );
    expect(html).toContain("Progreso sincronizado a las 10:30 (hora de Ciudad de México)");
  });
});
