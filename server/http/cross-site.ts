import { config, type Config } from '../config';

type SiteConfig = Pick<Config, 'PUBLIC_BASE_URL' | 'NODE_ENV'>;

/**
 * Whether the browser says a request came from another site: a Sec-Fetch-Site other than same-origin (or none, a
 * typed address), or an Origin that is not this site's. Requests that ride on the session cookie (the
 * dashboard's tRPC calls and uploads) are refused when it does; a request that says nothing is let through, the
 * body types those routes take being ones a cross-site form cannot send.
 *
 * This site is PUBLIC_BASE_URL's origin when it is set, else the request's own Host. X-Forwarded-Host is never
 * read: it is whatever the sender wrote, so naming the foreign origin there would make it "this site". Outside
 * production the Host is accepted beside PUBLIC_BASE_URL, so a development server opened at 127.0.0.1 while
 * configured as localhost still works.
 */
export function fromAnotherSite(req: Request, c: SiteConfig = config): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true;
  }
  const publicOrigin = c.PUBLIC_BASE_URL ? new URL(c.PUBLIC_BASE_URL).origin : null;
  if (publicOrigin && from.origin === publicOrigin) return false;
  if (publicOrigin && c.NODE_ENV === 'production') return true;
  return from.host !== (req.headers.get('host') ?? new URL(req.url).host);
}
