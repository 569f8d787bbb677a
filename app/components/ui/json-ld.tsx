import { useNonce } from "~/utils/nonce-provider";
import { inlineJson } from "~/utils/structured-data";

/** schema.org data for search engines: a data block, never executed, still carrying the nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // The nonce is hidden by the browser after parsing: the client's empty value is expected.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: inlineJson(data) }}
    />
  );
}
