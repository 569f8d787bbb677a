import bs58 from "bs58";
import { calculateJwkThumbprint, importJWK, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";

import { ensureIssuerKey } from "../../db/issuer-key";
import { issuerKeys } from "../../db/schema";
import { db } from "~/db.server";
import { didKeyFor, issuerSigningKey, publishedIssuerKeys } from "~/models/issuer-key.server";
import { loader as jwksLoader } from "~/routes/[.well-known].jwks[.]json";

describe("GET /.well-known/jwks.json", () => {
  it("publishes the signing key as a public Ed25519 JWK, without its private part", async () => {
    const response = jwksLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/jwk-set\+json/);
    const { keys } = (await response.json()) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      kty: "OKP",
      crv: "Ed25519",
      x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kid: issuerSigningKey().kid,
      alg: "EdDSA",
      use: "sig",
    });
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("verifies what the academy signs", async () => {
    const key = issuerSigningKey();
    const jwt = await new SignJWT({ hello: "mundo" })
      .setProtectedHeader({ alg: "EdDSA", kid: key.kid })
      .sign(key.privateKey);
    const { keys } = (await jwksLoader().json()) as { keys: Record<string, string>[] };
    const { payload } = await jwtVerify(jwt, await importJWK(keys[0], "EdDSA"));
    expect(payload.hello).toBe("mundo");
  });
});

describe("issuer key model", () => {
  it("creates one key on first open and never a second", () => {
    expect(db.select().from(issuerKeys).all()).toHaveLength(1);
    expect(ensureIssuerKey(db)).toBe(false);
    expect(db.select().from(issuerKeys).all()).toHaveLength(1);
  });

  it("names the key by its RFC 7638 thumbprint", async () => {
    const key = issuerSigningKey();
    expect(await calculateJwkThumbprint(key.publicJwk, "sha256")).toBe(key.kid);
    expect(publishedIssuerKeys().map((jwk) => jwk.kid)).toEqual([key.kid]);
  });

  it("derives a did:key that carries the public key itself", () => {
    const key = issuerSigningKey();
    expect(key.did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/);
    const decoded = bs58.decode(key.did.slice("did:key:z".length));
    expect([...decoded.slice(0, 2)]).toEqual([0xed, 0x01]);
    expect(Buffer.from(decoded.slice(2)).toString("base64url")).toBe(key.publicJwk.x);
  });

  it("matches the did:key specification's Ed25519 example", () => {
    // did:key spec, Ed25519 example: the publicKeyJwk `x` and the DID it resolves from.
    expect(didKeyFor("O2onvM62pC1io6jQKm8Nc2UyFXcd4kOmOsBIoYtZ2ik")).toBe(
      "did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp",
    );
  });
});
