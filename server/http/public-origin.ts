import { config, publicBaseUrl, type Config } from '../config';

/**
 * This server's own origin as configured: PUBLIC_BASE_URL, else the local address `npm run dev` serves. It is read
 * from the settings and never from the request (Host, X-Forwarded-Host), which whoever sends it controls: a page that
 * rebinds its own domain name to this server sends an Origin that matches the Host it sends.
 */
export function publicOrigin(c: Config = config): string {
  return new URL(publicBaseUrl(c)).origin;
}

/**
 * Whether a browser says the request comes from a page of another origin. A request with no Origin (a desktop or
 * server-side client) is not; `Origin: null` (a sandboxed frame, a file) is.
 */
export function fromForeignOrigin(req: Request, c: Config = config): boolean {
  const origin = req.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== publicOrigin(c);
  } catch {
    return true;
  }
}
