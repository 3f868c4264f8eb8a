import { guidePage, readGuide, renderGuide } from '@/server/docs/guides';

/** One guide of docs/, rendered to HTML; a name that is not a guide is a 404. */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const markdown = await readGuide(slug);
  if (markdown === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const title = /^# (.+)$/m.exec(markdown)?.[1].trim() ?? slug;
  return new Response(guidePage(title, renderGuide(markdown)), { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
