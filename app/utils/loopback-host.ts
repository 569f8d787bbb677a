/**
 * Hosts browsers treat as secure over plain HTTP, where they keep `Secure` cookies: localhost
 * (and *.localhost), 127.0.0.0/8 and [::1].
 */
export function isLoopbackHost(host: string) {
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "[::1]" ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}
