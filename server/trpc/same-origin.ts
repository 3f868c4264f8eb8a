import { fromAnotherSite } from '../http/cross-site';

/**
 * The dashboard's calls ride on the session cookie, so a mutation must come from our own pages: a POST must
 * carry a JSON body (which a cross-site form cannot send without a CORS preflight), and when the browser
 * says where the request came from (Sec-Fetch-Site, Origin), it must be this site.
 */
export function rejectCrossSite(req: Request): Response | null {
  if (req.method !== 'POST') return null;
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return refuse(415, 'unsupported_media_type', 'Send a JSON body.');
  if (fromAnotherSite(req)) return refuse(403, 'cross_site_request', 'Cross-site requests are not allowed.');
  return null;
}

function refuse(status: number, code: string, message: string): Response {
  return Response.json({ error: { message, code: -32600, data: { apiCode: code, httpStatus: status } } }, { status });
}
