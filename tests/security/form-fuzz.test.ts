/**
 * The hostile-form fuzz suite (issue 17): every route of the route inventory meets generated
 * hostile bodies — sparse and huge array indices, dotted and bracketed nesting, thousands of
 * repeats (of a made-up name and of the route's own field names), thousands of fields, long
 * names, thousands of tiny multipart parts, and for JSON routes deep and long JSON — urlencoded
 * and multipart, alone and mixed into the route's valid body; then volume shapes at growing sizes
 * up to the largest body limit the app declares.
 *
 * Each mutation (method × intent) is sent as the authorization matrix's allowed request (a role
 * that may do it, its params, its cookie, our own origin) with a hostile body instead of the valid
 * one, through the route's action in-process. Each must answer a 4xx that is not an auth refusal
 * (401/403: the role is allowed, so those would mean the body was never looked at) and says why in
 * Spanish, write nothing and log no error. A mutation without a row in
 * tests/support/authorization-rows.ts fails, as in the cross-origin sweep.
 *
 * What a body costs is checked as growth, never against a clock (decision 141): the two largest
 * bodies of each volume series may cost at most GROWTH_MARGIN times the CPU an ordinary body of the
 * same size and type costs the same route, measured in the same run. A parser quadratic in some
 * shape costs thousands of times more there; noise on a loaded machine, tens of times in one call,
 * far less in the best of several. The absolute figures (decision 099's 100 ms) are
 * `npm run bench`'s, which reports them.
 *
 * Routes without a mutation get hostile POSTs (document and single-fetch `.data` URLs) through
 * the Remix request handler, where a route without an action answers 405 before anyone reads the
 * body.
 */
import path from "node:path";

import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";

import { MAX_EDITOR_BODY_BYTES } from "~/editor/editor-code.server";
import { MAX_PHOTO_BYTES, MAX_PROFILE_JSON_BYTES } from "~/schemas/profile";
import { FORM_CAPS } from "~/utils/form-guard.server";
import { MAX_FORM_BODY_BYTES, MAX_JSON_BODY_BYTES } from "~/utils/request.server";
import {
  actorOf,
  allowedRole,
  buildRequest,
  databaseDigest,
  describeOutcome,
  makeWorld,
  parseKey,
  ROWS,
  rowsWrittenSoFar,
  type Sent,
} from "../support/authorization-rows";
import { cpuMsOf, recordCost, reportCosts } from "../support/cost-report";
import { documentHandler } from "../support/document-server";
import { BASE_URL } from "../support/requests";
import {
  importRouteModule,
  loadRouteInventory,
  mutationKey,
  pathFor,
  ROUTES_DIR,
  type RouteEntry,
} from "../support/route-inventory";
import { run, type Outcome } from "../support/route-outcome";

/**
 * How many times the CPU of an ordinary body of the same size and type the largest bodies of a
 * volume series may cost. At a load of 25 on 2 cores the same request cost 6 to 60 ms from one
 * call to the next, and single measurements of linear shapes came up to 24× their ordinary body;
 * a parser quadratic in its entries or parts costs thousands of times more at these sizes.
 */
const GROWTH_MARGIN = 50;
/** A ratio over the margin is measured again: the best of this many of each is compared. */
const GROWTH_TRIES = 5;
/**
 * The least CPU an ordinary body is taken to cost: one refused by its Content-Length costs
 * microseconds, and a young-generation collection (about a millisecond) landing in the hostile
 * call would make any ratio.
 */
const ORDINARY_FLOOR_MS = 1;

/**
 * Only a hang ends one of these tests, never a busy machine: a route's bodies took up to 32 s at a
 * load of 14 on 2 cores (vitest's default for the other suites is 20 s).
 */
vi.setConfig({ testTimeout: 10 * 60_000 });

/** What our own pages send (a server always gets a Host: Remix compares it with the Origin). */
const SAME_ORIGIN = {
  Host: "localhost",
  Origin: "http://localhost",
  "Sec-Fetch-Site": "same-origin",
};

// --- hostile bodies -----------------------------------------------------------------------------

type Entries = Array<[string, string]>;

type HostileBody = {
  label: string;
  contentType: string;
  body: Buffer;
};

const BOUNDARY = "----fuzz7MA4YWxkTrZu0gW";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const URLENCODED = "application/x-www-form-urlencoded";

/** Names as an attacker types them (raw brackets and dots), values encoded. */
function urlencoded(entries: Entries) {
  return entries.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
}

function multipart(entries: Entries) {
  const parts = entries.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

const repeat = (count: number, entry: (i: number) => [string, string]): Entries =>
  Array.from({ length: count }, (_, i) => entry(i));

/** Hostile name sets that do not depend on the route. */
const GENERIC_SETS: Array<{ label: string; entries: Entries }> = [
  { label: "sparse index a[10000000]", entries: [["a[10000000]", "1"]] },
  { label: "huge index a[4294967294]", entries: [["a[4294967294]", "1"]] },
  {
    label: `index just over the cap a[${FORM_CAPS.maxIndex + 1}]`,
    entries: [[`a[${FORM_CAPS.maxIndex + 1}]`, "1"]],
  },
  { label: "dotted nesting 2,000 deep", entries: [[`a${".b".repeat(2_000)}`, "1"]] },
  { label: "dotted nesting 20,000 deep", entries: [[`a${".b".repeat(20_000)}`, "1"]] },
  { label: "bracketed nesting 2,000 deep", entries: [[`a${"[b]".repeat(2_000)}`, "1"]] },
  { label: "bracketed nesting 20,000 deep", entries: [[`a${"[b]".repeat(20_000)}`, "1"]] },
  { label: "index nested in brackets", entries: [[`a${"[0]".repeat(2_000)}`, "1"]] },
  { label: "14,000 repeats of one name", entries: repeat(14_000, () => ["a", "x"]) },
  { label: "5,000 distinct fields", entries: repeat(5_000, (i) => [`f${i}`, "x"]) },
  { label: "a 5,000-character name", entries: [["k".repeat(5_000), "1"]] },
];

const REPEATS = 14_000;

function encodeBoth(label: string, entries: Entries): HostileBody[] {
  return [
    {
      label: `${label} (urlencoded)`,
      contentType: URLENCODED,
      body: Buffer.from(urlencoded(entries)),
    },
    {
      label: `${label} (multipart)`,
      contentType: MULTIPART,
      body: Buffer.from(multipart(entries)),
    },
  ];
}

/** Multipart only: parts as small as a part can be, and as small as a named part can be. */
const TINY_PARTS: HostileBody[] = [
  {
    label: "5,000 empty parts (multipart)",
    contentType: MULTIPART,
    body: Buffer.from(`${`--${BOUNDARY}\r\n\r\n\r\n`.repeat(5_000)}--${BOUNDARY}--\r\n`),
  },
  {
    label: "5,000 tiny named parts (multipart)",
    contentType: MULTIPART,
    body: Buffer.from(multipart(repeat(5_000, () => ["x", ""]))),
  },
];

const GENERIC_BODIES: HostileBody[] = [
  ...GENERIC_SETS.flatMap(({ label, entries }) => encodeBoth(label, entries)),
  ...TINY_PARTS,
];

/** The hostile bodies of one request: generic ones, the route's own names repeated, and both
 * mixed into its valid fields. */
function formBodies(valid: Entries): HostileBody[] {
  const realNames = [...new Set(valid.map(([name]) => name))];
  const sets = [
    ...GENERIC_SETS,
    ...realNames.map((name) => ({
      label: `${REPEATS.toLocaleString("en")} repeats of its field "${name}"`,
      entries: repeat(REPEATS, (): [string, string] => [name, "x"]),
    })),
  ];
  const bodies: HostileBody[] = [...GENERIC_BODIES];
  for (const { label, entries } of sets.slice(GENERIC_SETS.length)) {
    bodies.push(...encodeBoth(label, entries));
  }
  if (valid.length > 0) {
    for (const { label, entries } of sets) {
      bodies.push(...encodeBoth(`its valid body + ${label}`, [...valid, ...entries]));
    }
    bodies.push({
      label: "its valid body + 5,000 tiny named parts (multipart)",
      contentType: MULTIPART,
      body: Buffer.from(multipart([...valid, ...repeat(5_000, (): [string, string] => ["x", ""])])),
    });
  }
  return bodies;
}

const DEEP_JSON = 20_000;
const LONG_ARRAY = 100_000;
/** An array that fits under the JSON size cap, so it reaches the parser and the schema. */
const FITTING_ARRAY = 45_000;

/** JSON bodies for /api routes: deep nesting and long arrays in one of the body's fields. */
function jsonBodies(valid: Record<string, unknown>): HostileBody[] {
  const field = Object.keys(valid)[0] ?? "a";
  const withField = (raw: string) =>
    Buffer.from(JSON.stringify({ ...valid, [field]: "\u0000HOLE" }).replace('"\\u0000HOLE"', raw));
  const json = (label: string, body: Buffer): HostileBody => ({
    label,
    contentType: "application/json",
    body,
  });
  const deep = `${"[".repeat(DEEP_JSON)}${"]".repeat(DEEP_JSON)}`;
  const deepObjects = `${'{"a":'.repeat(DEEP_JSON)}1${"}".repeat(DEEP_JSON)}`;
  const array = (length: number) => `[${Array(length).fill("0").join(",")}]`;
  return [
    json(`JSON "${field}" nested ${DEEP_JSON.toLocaleString("en")} arrays deep`, withField(deep)),
    json(
      `JSON "${field}" nested ${DEEP_JSON.toLocaleString("en")} objects deep`,
      withField(deepObjects),
    ),
    json(`JSON nested ${DEEP_JSON.toLocaleString("en")} deep (top level)`, Buffer.from(deep)),
    json(
      `JSON "${field}" an array of ${LONG_ARRAY.toLocaleString("en")}`,
      withField(array(LONG_ARRAY)),
    ),
    json(
      `JSON "${field}" an array of ${FITTING_ARRAY.toLocaleString("en")}`,
      withField(array(FITTING_ARRAY)),
    ),
  ];
}

// --- bodies as large as a route takes ---------------------------------------------------------

/**
 * A cost that grows with the body only shows near the route's own size limit (1.8 MB for the
 * editor, 5 MB for uploads): each volume shape is sent at growing sizes — doubling from 64 KiB,
 * plus just under every body limit the app declares — and stops at the first size the route
 * refuses as too large (413, so larger ones are refused by their Content-Length) or at the first
 * failure (so a quadratic parser costs the suite a second, not minutes).
 */
const SIZES = [
  ...Array.from({ length: 9 }, (_, i) => 64 * 1024 * 2 ** i),
  ...[
    MAX_FORM_BODY_BYTES,
    MAX_JSON_BODY_BYTES,
    MAX_EDITOR_BODY_BYTES,
    MAX_PHOTO_BYTES,
    MAX_PROFILE_JSON_BYTES,
    // The profile reads (and drops) up to three photos' worth before its 413 (decision 015).
    3 * MAX_PHOTO_BYTES,
  ].map((limit) => limit - 512),
]
  .filter((size, i, all) => all.indexOf(size) === i)
  .sort((a, b) => a - b);

/** The name volume shapes carry where they need one: any route must refuse it. */
const SPARSE = "a[10000000]";

const fit = (size: number, unit: string) => Math.max(1, Math.floor(size / unit.length));

type VolumeShape = { label: string; contentType: string; make: (size: number) => string };

const FORM_VOLUME: VolumeShape[] = [
  {
    label: "as many entries of one name as fit",
    contentType: URLENCODED,
    make: (size) => "a&".repeat(fit(size, "a&")),
  },
  {
    label: "as many distinct names as fit",
    contentType: URLENCODED,
    make: (size) => {
      const names: string[] = [];
      for (let length = 0, i = 0; length < size - 12; i++) {
        names.push(`f${i}`);
        length += String(i).length + 2;
      }
      return names.join("&");
    },
  },
  {
    label: "one name as long as fits",
    contentType: URLENCODED,
    make: (size) => `${"k".repeat(size - 2)}=1`,
  },
  {
    label: "bracketed nesting as deep as fits",
    contentType: URLENCODED,
    make: (size) => `a${"[b]".repeat(fit(size - 3, "[b]"))}=1`,
  },
  {
    label: "as many empty parts as fit",
    contentType: MULTIPART,
    make: (size) =>
      `${`--${BOUNDARY}\r\n\r\n\r\n`.repeat(fit(size, `--${BOUNDARY}\r\n\r\n\r\n`))}--${BOUNDARY}--\r\n`,
  },
  {
    label: "one part with as many header lines as fit",
    contentType: MULTIPART,
    make: (size) =>
      `--${BOUNDARY}\r\n${"X-A: b\r\n".repeat(fit(size - 120, "X-A: b\r\n"))}` +
      `Content-Disposition: form-data; name="${SPARSE}"\r\n\r\n1\r\n--${BOUNDARY}--\r\n`,
  },
  {
    label: "one part named as long as fits",
    contentType: MULTIPART,
    make: (size) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${"k".repeat(size - 120)}"\r\n\r\n1\r\n--${BOUNDARY}--\r\n`,
  },
  {
    label: "one value of almost-boundaries",
    contentType: MULTIPART,
    make: (size) => {
      const line = `\r\n--${BOUNDARY.slice(0, -1)}`;
      return (
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${SPARSE}"\r\n\r\n` +
        `${line.repeat(fit(size - 120, line))}\r\n--${BOUNDARY}--\r\n`
      );
    },
  },
];

/** JSON volume in one field of the route's valid body (`a` when it has none). */
function jsonVolume(valid: Record<string, unknown>): VolumeShape[] {
  const field = Object.keys(valid)[0] ?? "a";
  const around = JSON.stringify({ ...valid, [field]: "\u0000HOLE" }).split('"\\u0000HOLE"');
  const wrap = (junk: string) => `${around[0]}${junk}${around[1]}`;
  const room = (size: number) => size - around.join("").length - 2;
  return [
    {
      label: `JSON "${field}" nested as deep as fits`,
      contentType: "application/json",
      make: (size) => {
        const depth = fit(room(size), "[]");
        return wrap(`${"[".repeat(depth)}${"]".repeat(depth)}`);
      },
    },
    {
      label: `JSON "${field}" an array as long as fits`,
      contentType: "application/json",
      make: (size) => wrap(`[${"0,".repeat(fit(room(size), "0,"))}0]`),
    },
  ];
}

/** Form volume bodies are the same for every route: made once, when first needed. */
const volumeBodies = new Map<string, HostileBody>();

function volumeBody(shape: VolumeShape, size: number): HostileBody {
  const make = (): HostileBody => ({
    label: `${shape.label} in ${(size / 1024).toFixed(0)} KiB`,
    contentType: shape.contentType,
    body: Buffer.from(shape.make(size)),
  });
  // JSON ones hold the route's own valid body.
  if (!FORM_VOLUME.includes(shape)) return make();
  const key = `${shape.label} ${size}`;
  let body = volumeBodies.get(key);
  if (!body) volumeBodies.set(key, (body = make()));
  return body;
}

/**
 * An ordinary body of `size` bytes and the shape's type: one field of plain letters. What it costs
 * the route is the yardstick of the hostile body of that size (parsing and refusing it reads every
 * byte too).
 */
function ordinaryBody(contentType: string, size: number): HostileBody {
  const key = `${contentType} ${size}`;
  let made = ordinaryBodies.get(key);
  if (!made) ordinaryBodies.set(key, (made = makeOrdinaryBody(contentType, size)));
  return made;
}

const ordinaryBodies = new Map<string, HostileBody>();

function makeOrdinaryBody(contentType: string, size: number): HostileBody {
  const text = (room: number) => "x".repeat(Math.max(1, room));
  let body: string;
  if (contentType === URLENCODED) body = `a=${text(size - 2)}`;
  else if (contentType === MULTIPART) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n`;
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    body = `${head}${text(size - head.length - tail.length)}${tail}`;
  } else body = `{"a":"${text(size - 8)}"}`;
  return {
    label: `an ordinary body in ${(size / 1024).toFixed(0)} KiB`,
    contentType,
    body: Buffer.from(body),
  };
}

// --- the inventory ------------------------------------------------------------------------------

const inventory = await loadRouteInventory();
const mutations = inventory.flatMap((entry) =>
  entry.mutations.map((mutation) => ({ entry, key: mutationKey(entry.file, mutation) })),
);
const withoutMutations = inventory.filter((entry) => entry.mutations.length === 0);

/** A JSON route: /api, or a row whose valid body is JSON. */
function takesJson(entry: RouteEntry, sent: Sent) {
  return entry.file.startsWith("api.") || sent.json !== undefined;
}

function validEntries(sent: Sent): Entries {
  const fields = sent.form ?? (isRecord(sent.json) ? sent.json : {});
  return Object.entries(fields).map(([name, value]) => [name, String(value)]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An outcome, or the error a route threw (a 500 over HTTP). */
async function settle(work: () => Promise<Outcome>): Promise<Outcome | { thrown: unknown }> {
  try {
    return await work();
  } catch (thrown) {
    return { thrown };
  }
}

function hostileRequest(url: string, method: string, body: HostileBody, cookie: string | null) {
  return new Request(url, {
    method,
    headers: {
      ...SAME_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
      "Content-Type": body.contentType,
      "Content-Length": String(body.body.byteLength),
    },
    // A Buffer is a Uint8Array over an ArrayBufferLike, which BodyInit's types do not name.
    body: body.body as unknown as BodyInit,
  });
}

const stats = {
  requests: 0,
  /** The costliest requests: [ms, where]. */
  top: [] as Array<[number, string]>,
  statuses: new Map<number, number>(),
  /** console.error calls (the server's error log) during hostile requests. */
  errorsLogged: 0,
  /** The largest ratio of a volume body's CPU to an ordinary body's of its size, and where. */
  growth: [0, ""] as [number, string],
  /** Volume bodies measured again because their first ratio was over the margin. */
  remeasured: 0,
};

/** The measure `npm run bench` holds against decision 099's budget. */
const COST_MEASURE = "form fuzz: CPU of one hostile request";

function record(status: number, ms: number, where: string) {
  recordCost(COST_MEASURE, where, ms);
  stats.requests++;
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  stats.top.push([ms, where]);
  stats.top.sort(([a], [b]) => b - a);
  stats.top.length = Math.min(stats.top.length, 5);
}

/** Why the status of an answer to a hostile body is wrong, or null. */
function statusProblem(status: number) {
  if (status < 400 || status > 499) return `status ${status} (a 4xx expected)`;
  if (status === 401 || status === 403) return `status ${status} (an auth refusal)`;
  return null;
}

/**
 * What a refusal tells the person: a text body, its `message` (also inside an `outcome` or a
 * `failure` toast), or the first error of a form's submission result.
 */
function messageOf(data: unknown): string | null {
  if (typeof data === "string") return data;
  if (!isRecord(data)) return null;
  for (const holder of [data, data.outcome, data.failure]) {
    if (isRecord(holder) && typeof holder.message === "string") return holder.message;
  }
  const errors = isRecord(data.result) ? data.result.error : data.error;
  if (!isRecord(errors)) return null;
  const first = Object.values(errors).flat()[0];
  return typeof first === "string" ? first : null;
}

/** Spanish: one of its common words or letters (every refusal of ours has some); English words. */
const SPANISH_WORDS =
  /[áéíóúñ¿¡]|(?:^|\s)(el|la|los|las|un|una|de|del|al|en|es|no|se|que|por|para|con|su|tu|debe)(?=\s|$)/i;
const ENGLISH_WORDS = /\b(the|invalid|unexpected|must|too|is|not)\b/i;

/** Why the words of a refusal are wrong (none, or not Spanish), or null. */
function messageProblem(data: unknown) {
  const message = messageOf(data);
  if (!message?.trim()) return "no message saying why";
  if (!SPANISH_WORDS.test(message) || ENGLISH_WORDS.test(message)) {
    return `a message not in Spanish: ${JSON.stringify(message.slice(0, 120))}`;
  }
  return null;
}

reportCosts(import.meta.filename);

afterAll(() => {
  const statuses = [...stats.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  console.info(
    `form fuzz: ${stats.requests} hostile requests over ${mutations.length} mutations and ` +
      `${withoutMutations.length} routes without one (${inventory.length} routes); ` +
      `statuses ${statuses}; most CPU ${stats.top
        .map(([ms, where]) => `${ms.toFixed(1)} ms (${where})`)
        .join(", ")}; ` +
      `at most ${stats.growth[0].toFixed(1)}× an ordinary body's CPU (${stats.growth[1]}; ` +
      `${stats.remeasured} measured again); ` +
      `${stats.errorsLogged} errors logged`,
  );
});

// A hostile request is the client's mistake, not the server's: nothing may reach the error log
// (issue 17, finding 7). console.error is what Remix's handleError and our own code log with.
let consoleError: MockInstance<typeof console.error> | undefined;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  stats.errorsLogged += consoleError?.mock.calls.length ?? 0;
  consoleError?.mockRestore();
});

function loggedErrors() {
  return (consoleError?.mock.calls ?? []).map((args) =>
    args
      .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
      .join(" ")
      .slice(0, 600),
  );
}

// --- the suite ----------------------------------------------------------------------------------

describe("hostile form bodies on every route of the inventory", () => {
  const volumeSent = new Set<string>();

  it("covers every route and every mutation of the inventory", () => {
    const uncovered = mutations.filter(({ key }) => !ROWS[key] || !allowedRole(ROWS[key]));
    expect(
      uncovered.map(({ key }) => key),
      "mutations without an allowed row",
    ).toEqual([]);
    const covered = new Set([
      ...mutations.map(({ entry }) => entry.file),
      ...withoutMutations.map((entry) => entry.file),
    ]);
    expect(inventory.filter((entry) => !covered.has(entry.file))).toEqual([]);
    expect(inventory.length).toBeGreaterThan(0);
  });

  it.each(mutations)("$key refuses every hostile body", async ({ entry, key }) => {
    const row = ROWS[key];
    expect(row, `${key} has no row in tests/support/authorization-rows.ts`).toBeDefined();
    const role = allowedRole(row!);
    expect(role, `${key}: no role may do it`).not.toBeNull();
    const { method } = parseKey(key);
    const { action } = await importRouteModule(entry.file);

    /** A world, the allowed actor and its valid request; again after a body wrote something. */
    const setUp = async () => {
      const world = await makeWorld();
      const actor = actorOf(world, role!);
      const sent = row!.send(world, actor);
      const params = Object.fromEntries(
        Object.entries(sent.params ?? {}).map(([name, value]) => [name, String(value)]),
      );
      const url = buildRequest(entry, method, sent, null).url;
      return { actor, sent, params, url, digest: databaseDigest() };
    };
    let cell = await setUp();

    const valid = validEntries(cell.sent);
    const bodies = [
      ...formBodies(valid),
      ...(takesJson(entry, cell.sent)
        ? jsonBodies(isRecord(cell.sent.json) ? cell.sent.json : {})
        : []),
    ];

    const failures: string[] = [];
    /** Sends one body; true when the answer was right. */
    const send = async (body: HostileBody) => {
      const request = hostileRequest(cell.url, method, body, cell.actor?.cookie ?? null);
      const written = rowsWrittenSoFar();
      const { result, ms, threadMs } = await cpuMsOf(() =>
        settle(() => run(() => action!({ request, params: cell.params, context: {} }))),
      );
      const problems: string[] = [];
      let status = 500;
      if ("thrown" in result) {
        const error = result.thrown;
        problems.push(`threw (a 500): ${error instanceof Error ? error.stack : String(error)}`);
      } else {
        status = result.status;
        const problem = statusProblem(result.status) ?? messageProblem(result.data);
        if (problem) problems.push(`${problem} — ${describeOutcome(result)}`);
      }
      record(status, ms, `${key}, ${body.label}`);
      // Every write goes through the app's one connection: SQLite counts them exactly. The digest
      // below compares every row once the mutation's bodies are done, as the cross-origin sweep.
      const rows = rowsWrittenSoFar() - written;
      if (rows !== 0) {
        problems.push(`${rows} rows written`);
        // The next body needs an untouched world (a logout ends the session, a delete the row).
        cell = await setUp();
      }
      if (problems.length > 0) failures.push(`${body.label}: ${problems.join("; ")}`);
      return { ok: problems.length === 0, status, threadMs };
    };

    /**
     * The main thread's CPU an ordinary body costs the route (the growth checks compare the thread a
     * request holds: steadier than the whole process's), once per type and size; it may write.
     */
    const ordinaryCosts = new Map<string, number>();
    const ordinaryCost = async (contentType: string, size: number) => {
      const body = ordinaryBody(contentType, size);
      const request = hostileRequest(cell.url, method, body, cell.actor?.cookie ?? null);
      const written = rowsWrittenSoFar();
      const { threadMs } = await cpuMsOf(() =>
        settle(() => run(() => action!({ request, params: cell.params, context: {} }))),
      );
      if (rowsWrittenSoFar() !== written) cell = await setUp();
      return threadMs;
    };
    /**
     * A body of a volume series against an ordinary one of its size and type; over the margin, both
     * are measured again and the best of each compared (a slow call is noise, a slow best is not).
     */
    const checkGrowth = async (body: HostileBody, size: number, threadMs: number) => {
      const key = `${body.contentType} ${size}`;
      let ordinary = ordinaryCosts.get(key);
      if (ordinary === undefined) {
        ordinaryCosts.set(key, (ordinary = await ordinaryCost(body.contentType, size)));
      }
      let hostile = threadMs;
      const ratio = () => hostile / Math.max(ordinary!, ORDINARY_FLOOR_MS);
      for (let tries = 1; ratio() > GROWTH_MARGIN && tries < GROWTH_TRIES; tries++) {
        if (tries === 1) stats.remeasured++;
        hostile = Math.min(hostile, (await send(body)).threadMs);
        ordinary = Math.min(ordinary, await ordinaryCost(body.contentType, size));
        ordinaryCosts.set(key, ordinary);
      }
      if (ratio() > stats.growth[0]) stats.growth = [ratio(), `${route}, ${body.label}`];
      if (ratio() > GROWTH_MARGIN) {
        failures.push(
          `${body.label}: ${hostile.toFixed(1)} ms of CPU, ${ratio().toFixed(0)}× an ordinary ` +
            `body of its size and type (${ordinary.toFixed(2)} ms; at most ${GROWTH_MARGIN}×, ` +
            `best of ${GROWTH_TRIES}): its cost grows faster than its size`,
        );
      }
    };

    for (const body of bodies) await send(body);
    // The volume bodies name no intent, so every intent of a route reads them alike: they go to
    // the first mutation of each route, method and role (the slow part of the suite).
    const route = `${entry.file} ${method} ${role}`;
    if (volumeSent.has(route)) return finish();
    volumeSent.add(route);
    const shapes = [
      ...FORM_VOLUME,
      ...(takesJson(entry, cell.sent)
        ? jsonVolume(isRecord(cell.sent.json) ? cell.sent.json : {})
        : []),
    ];
    for (const shape of shapes) {
      const series: Array<{ body: HostileBody; size: number; threadMs: number }> = [];
      let failed = false;
      for (const size of SIZES) {
        const body = volumeBody(shape, size);
        const { ok, status, threadMs } = await send(body);
        series.push({ body, size, threadMs });
        failed = !ok;
        if (!ok || status === 413) break;
      }
      // The two largest: the last one read whole, and the one refused as too large (read, or
      // refused by its Content-Length).
      if (!failed)
        for (const { body, size, threadMs } of series.slice(-2)) {
          await checkGrowth(body, size, threadMs);
        }
    }
    finish();

    function finish() {
      expect(databaseDigest(), `${key}: the database after its hostile bodies`).toBe(cell.digest);
      expect(failures, `${key}: ${failures.length} hostile bodies answered wrongly`).toEqual([]);
      expect(loggedErrors(), `${key}: logged as server errors`).toEqual([]);
    }
  });
});

// --- routes without a mutation ------------------------------------------------------------------

/** The Remix route id and path of an inventory entry, for the in-process request handler. */
function documentRouteOf(entry: RouteEntry) {
  const name = entry.file.includes("/")
    ? entry.file.split("/")[0]!
    : entry.file.replace(/\.(tsx?|jsx?)$/, "");
  const routePath = entry.pattern.slice(1);
  return { id: `routes/${name}`, ...(routePath ? { path: routePath } : { index: true }) };
}

describe("hostile posts to routes without a mutation", () => {
  it.each(withoutMutations)("$file answers 405 before reading the body", async (entry) => {
    const module = (await import(/* @vite-ignore */ path.join(ROUTES_DIR, entry.file))) as Record<
      string,
      unknown
    >;
    const handle = documentHandler([{ ...documentRouteOf(entry), module }]);
    const url = `${BASE_URL}${pathFor(entry.pattern, { "*": "x" })}`;
    // Without an action Remix answers 405 itself; a stub action answers for it (405, or the 404
    // of an unknown /api path).
    const expected = entry.hasAction ? (entry.file === "api.$.ts" ? 404 : 405) : 405;
    // JS off posts the document URL; JS on (fetchers, <Form>) posts its single-fetch `.data` URL.
    const targets = [url, entry.pattern === "/" ? `${BASE_URL}/_root.data` : `${url}.data`];
    // The render path (React, the root loader) is compiled once before anything is timed.
    await handle(hostileRequest(url, "POST", GENERIC_BODIES[0]!, null));

    const failures: string[] = [];
    for (const target of targets) {
      for (const body of GENERIC_BODIES) {
        const written = rowsWrittenSoFar();
        const { result: response, ms } = await cpuMsOf(async () => {
          const answer = await handle(hostileRequest(target, "POST", body, null));
          await answer.arrayBuffer();
          return answer;
        });
        const label = `${target.endsWith(".data") ? ".data " : ""}${body.label}`;
        record(response.status, ms, `${entry.file}, ${label}`);
        const problem = statusProblem(response.status);
        if (problem) failures.push(`${label}: ${problem}`);
        else if (response.status !== expected) {
          failures.push(`${label}: status ${response.status} (${expected} expected)`);
        }
        if (rowsWrittenSoFar() !== written) failures.push(`${label}: rows written`);
      }
    }
    expect(failures, entry.file).toEqual([]);
    expect(loggedErrors(), `${entry.file}: logged as server errors`).toEqual([]);
  });
});
