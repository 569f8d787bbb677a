import { createHash, generateKeyPairSync } from "node:crypto";

import { count } from "drizzle-orm";

import type { AppDatabase } from "./connection";
import { issuerKeys } from "./schema";

/** RFC 7638 thumbprint of an Ed25519 public JWK: SHA-256 of its required members, base64url. */
export function ed25519Thumbprint(x: string) {
  const canonical = JSON.stringify({ crv: "Ed25519", kty: "OKP", x });
  return createHash("sha256").update(canonical).digest("base64url");
}

/**
 * Creates the academy's certificate signing key when the database has none (first start, or a new
 * file). IMMEDIATE takes the write lock before re-checking, so two processes starting on the same
 * file cannot create two keys. Returns true when a key was created.
 */
export function ensureIssuerKey(db: AppDatabase) {
  if (hasKey(db)) return false;
  return db.transaction(
    (tx) => {
      if (hasKey(tx)) return false;
      const { publicKey, privateKey } = generateKeyPairSync("ed25519");
      const jwk = publicKey.export({ format: "jwk" });
      const x = jwk.x!;
      tx.insert(issuerKeys)
        .values({
          kid: ed25519Thumbprint(x),
          publicJwk: JSON.stringify({ kty: "OKP", crv: "Ed25519", x }),
          privateKeyPem: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
        })
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

function hasKey(db: Pick<AppDatabase, "select">) {
  return (db.select({ n: count() }).from(issuerKeys).get()?.n ?? 0) > 0;
}
