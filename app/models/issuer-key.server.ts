import { createPrivateKey, type KeyObject } from "node:crypto";

import bs58 from "bs58";
import { asc, desc } from "drizzle-orm";

import { issuerKeys } from "../../db/schema";
import { db } from "~/db.server";

/** The Ed25519 public key as published in `/.well-known/jwks.json`. */
export type IssuerPublicJwk = {
  kty: "OKP";
  crv: "Ed25519";
  x: string;
  kid: string;
  alg: "EdDSA";
  use: "sig";
};

export type IssuerSigningKey = {
  /** RFC 7638 thumbprint: the JWK's `kid`, and the fingerprint printed on certificates. */
  kid: string;
  publicJwk: IssuerPublicJwk;
  privateKey: KeyObject;
  /** `did:key:z6Mk…`: the issuer's id, which carries the public key itself (no network needed). */
  did: string;
};

type IssuerKeyRow = typeof issuerKeys.$inferSelect;

/** Multicodec prefix of an Ed25519 public key (0xed, as an unsigned varint). */
const ED25519_PUB_MULTICODEC = [0xed, 0x01];

/** `did:key` of an Ed25519 public key given as the JWK's base64url `x`. */
export function didKeyFor(x: string) {
  const raw = Buffer.from(x, "base64url");
  const multibase = "z" + bs58.encode(Uint8Array.from([...ED25519_PUB_MULTICODEC, ...raw]));
  return `did:key:${multibase}`;
}

function publicJwkOf(row: IssuerKeyRow): IssuerPublicJwk {
  const { x } = JSON.parse(row.publicJwk) as { x: string };
  return { kty: "OKP", crv: "Ed25519", x, kid: row.kid, alg: "EdDSA", use: "sig" };
}

// Parsing a PEM costs tens of microseconds; the newest row is read each time (one indexed row), so a
// restored backup's key is used without a restart of the cache.
const privateKeys = new Map<string, KeyObject>();

/** The key that signs new credentials: the newest one (created on first start, decision 106). */
export function issuerSigningKey(): IssuerSigningKey {
  const row = db.select().from(issuerKeys).orderBy(desc(issuerKeys.id)).limit(1).get();
  // db.server creates the key when it opens the database, so a missing row is a broken install.
  if (!row) throw new Error("No certificate signing key in the database");
  let privateKey = privateKeys.get(row.kid);
  if (!privateKey) {
    privateKey = createPrivateKey(row.privateKeyPem);
    privateKeys.set(row.kid, privateKey);
  }
  const publicJwk = publicJwkOf(row);
  return { kid: row.kid, publicJwk, privateKey, did: didKeyFor(publicJwk.x) };
}

/** Every key the academy has signed with, oldest first: files signed by an older key still verify. */
export function publishedIssuerKeys(): IssuerPublicJwk[] {
  return db.select().from(issuerKeys).orderBy(asc(issuerKeys.id)).all().map(publicJwkOf);
}
