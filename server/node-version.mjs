// The Node.js majors the academy runs on (package.json "engines", docs/decisions/136). Checked by
// the supervisor before anything starts, so an end-of-life Node stops with one clear line instead
// of a native module's crash later.
export const SUPPORTED_NODE_MAJORS = [24];

/** A one-line refusal for an unsupported Node version, or null when `version` ("v24.1.0") is fine. */
export function unsupportedNodeMessage(version) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (SUPPORTED_NODE_MAJORS.includes(major)) return null;
  return (
    `Node.js ${version} is not supported: Web Code Academy runs on Node.js ` +
    `${SUPPORTED_NODE_MAJORS.join(" or ")} LTS (see .node-version and docs/decisions/136).`
  );
}
