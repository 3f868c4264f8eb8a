import { guideListPage } from '@/server/docs/guides';

/** The list of guides (docs/*.md), each linked to its page. */
export async function GET() {
  return new Response(await guideListPage(), { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
