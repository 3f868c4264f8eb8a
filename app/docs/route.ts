import { referencePageHtml } from '@/server/openapi/reference-page';

/** The interactive API reference, rendered in the browser from /api/v1/openapi.json. */
export async function GET(req: Request) {
  // The nonce proxy.ts put in the page's Content-Security-Policy; only base64 characters are let through.
  const nonce = (req.headers.get('x-nonce') ?? '').replace(/[^A-Za-z0-9+/=]/g, '');
  return new Response(referencePageHtml(nonce), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
