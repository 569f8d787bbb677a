/**
 * A byte cap on a request body for parsers that read the stream themselves (Remix's
 * `unstable_parseMultipartFormData`). A declared Content-Length is checked before reading, but a
 * chunked body declares none: only the bytes as they arrive can be counted.
 */

/** The error the capped body fails with once more than its cap has arrived. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * The same request with a body that fails with BodyTooLargeError as soon as more than `maxBytes`
 * have been read, so the parser stops there and never buffers the rest. The rest is left unread
 * rather than cancelled (cancelling Node's request stream destroys the socket before any answer
 * is written): the refusal should say `Connection: close`.
 */
export function limitBodyBytes(request: Request, maxBytes: number): Request {
  if (!request.body) return request;
  const reader = request.body.getReader();
  let total = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        total += value.byteLength;
        if (total > maxBytes) {
          reader.releaseLock();
          controller.error(new BodyTooLargeError(maxBytes));
          return;
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    // Nothing read ahead of the parser: a chunk is pulled only when the parser asks for one.
    { highWaterMark: 0 },
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}
