/**
 * Whether the browser says a request came from another site: a Sec-Fetch-Site other than same-origin (or none, a
 * typed address), or an Origin whose host is not this one. Requests that ride on the session cookie (the
 * dashboard's tRPC calls and uploads) are refused when it does; a request that says nothing is let through, the
 * body types those routes take being ones a cross-site form cannot send.
 */
export function fromAnotherSite(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(req.url).host);
  } catch {
    return true;
  }
}
