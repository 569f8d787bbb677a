import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";

import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { startMailSender } from "~/mail/sender.server";
import stylesheet from "~/tailwind.css";
import {
  applyDocumentCaching,
  applyPrivateCaching,
  applySecurityHeaders,
} from "~/utils/headers.server";
import {
  isLegacyDataRequest,
  isLegacyDataWarning,
  legacyDataRefusal,
} from "~/utils/legacy-data.server";
import { handleHydrates } from "~/utils/hydration";
import { NonceProvider } from "~/utils/nonce-provider";
import { inlinePageCss } from "~/utils/page-css.server";
import { withoutRouterMarks } from "~/utils/static-document.server";
import { setSpanishZodMessages } from "~/utils/zod-locale.server";

setSpanishZodMessages();

export const streamTimeout = 5_000;

// The server's one mail sender: sends what the outbox holds (also what a crash left behind).
startMailSender();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const { matches, loaderData } = remixContext.staticHandlerContext;
  // A static page (no React, docs/decisions/124) is sent whole, with the rules its markup uses in
  // place of the stylesheet link (decision 133): one request before the first paint, not two.
  const isStatic = !matches.some((match) =>
    handleHydrates(remixContext.routeModules[match.route.id]?.handle, loaderData[match.route.id]),
  );
  const readyEvent =
    isStatic || isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared as soon as the document is sent: a pending timer holds the whole render (its data,
    // streams and tree) in memory, and at a few hundred pages a second that is tens of megabytes
    // the garbage collector keeps walking.
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          body.on("close", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applySecurityHeaders(responseHeaders, { nonce });
          applyDocumentCaching(request, responseHeaders, {
            status: responseStatusCode,
            routeId: matches.at(-1)?.route.id,
          });
          if (isStatic) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              const html = inlinePageCss(
                withoutRouterMarks(Buffer.concat(chunks).toString("utf8")),
                stylesheet,
              );
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
            body.on("error", reject);
          } else {
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          }
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // A legacy `?_data` request (see legacy-data.server): whatever the route answered, a 400.
  if (isLegacyDataRequest(request)) response = legacyDataRefusal(request);
  applySecurityHeaders(response.headers);
  applyPrivateCaching(request, response.headers);
  return response;
};

/**
 * What the server runtime reports: logged as Remix does by default, except the client's own
 * mistakes, which are answered 4xx and are no server error: the runtime's warning for a legacy
 * `?_data` request, and the router's 4xx (a POST to a page without an action, a `?_data` route
 * that does not match the URL).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isLegacyDataWarning(error)) return;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    console.error((error as { error?: unknown }).error ?? error);
    return;
  }
  console.error(error);
};
