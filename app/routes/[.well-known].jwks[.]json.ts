import { publishedIssuerKeys } from "~/models/issuer-key.server";

/**
 * The academy's certificate signing keys (RFC 7517 JWK Set): what a verifier needs to check a
 * downloaded credential's signature. Public, cacheable for an hour.
 */
export function loader() {
  return new Response(JSON.stringify({ keys: publishedIssuerKeys() }, null, 2), {
    headers: {
      "Content-Type": "application/jwk-set+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
