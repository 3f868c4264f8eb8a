import { referenceBundle } from '@/server/openapi/reference-page';

export async function GET() {
  return new Response(await referenceBundle(), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
