export type Outcome = { status: number; headers: Headers; data: any };

/**
 * Runs a loader or action and normalises whatever it returned or threw (a Response, a single-fetch
 * `data()` value, or a plain object) into status, headers and parsed body.
 */
export async function run(fn: () => unknown): Promise<Outcome> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.clone().text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: result.status, headers: result.headers, data };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init?: ResponseInit; data: unknown };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  return { status: 200, headers: new Headers(), data: result };
}
