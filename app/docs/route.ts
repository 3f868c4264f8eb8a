import { referencePageHtml } from '@/server/openapi/reference-page';

/** The interactive API reference, rendered in the browser from /api/v1/openapi.json. */
export async function GET() {
  return new Response(referencePageHtml, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
