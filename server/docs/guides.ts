import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * The guides of docs/*.md, served by the app beside the API reference (/docs/guides). Markdown is rendered at
 * request time with micromark, whose defaults escape raw HTML and drop javascript: and other unsafe link
 * protocols, so a guide cannot put markup or scripts into the page.
 */
const DOCS_DIR = path.join(process.cwd(), 'docs');
const SLUG = /^[a-z0-9-]+$/;

export type Guide = { slug: string; title: string };

/** Every guide, by file name, with the title of its first heading. */
export async function listGuides(): Promise<Guide[]> {
  const files = (await readdir(DOCS_DIR)).filter((f) => f.endsWith('.md') && SLUG.test(f.slice(0, -3))).sort();
  return Promise.all(
    files.map(async (f) => {
      const text = await readFile(path.join(DOCS_DIR, f), 'utf8');
      return { slug: f.slice(0, -3), title: /^# (.+)$/m.exec(text)?.[1].trim() ?? f.slice(0, -3) };
    }),
  );
}

/** GitHub's heading anchors, which the guides' links use. */
export function headingAnchor(text: string): string {
  return text.trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-');
}

const decode = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');

/** A guide's HTML: links between guides point at their pages, headings carry the anchors the links name. */
export function renderGuide(markdown: string): string {
  const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  return html
    .replace(/<h([1-4])>(.*?)<\/h\1>/g, (_, level: string, inner: string) => `<h${level} id="${headingAnchor(decode(inner))}">${inner}</h${level}>`)
    .replace(/href="([a-z0-9-]+)\.md(#[^"]*)?"/g, (_, slug: string, hash?: string) => `href="/docs/guides/${slug}${hash ?? ''}"`);
}

/** A guide's markdown, or null for a name that is not a guide (nothing outside docs/ can be named). */
export async function readGuide(slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  try {
    return await readFile(path.join(DOCS_DIR, `${slug}.md`), 'utf8');
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page around a guide or the list: the bar of the API reference, readable widths, code that scrolls in its box. */
export function guidePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Switchboard guides</title>
    <style>
      body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; }
      .switchboard-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; padding: 8px 16px; background: #0f172a; color: #cbd5e1; font-size: 14px; }
      .switchboard-bar a { color: #fff; text-decoration: none; }
      .switchboard-bar a:hover, .switchboard-bar a:focus-visible { text-decoration: underline; }
      .switchboard-bar .dashboard { margin-left: auto; }
      main { max-width: 52rem; margin: 0 auto; padding: 16px; overflow-wrap: anywhere; }
      a { color: #3730a3; }
      pre { overflow-x: auto; background: #f1f5f9; padding: 12px; border-radius: 6px; }
      pre:focus-visible { outline: 2px solid #4f46e5; }
      code { font: 14px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
      table { display: block; overflow-x: auto; border-collapse: collapse; }
      th, td { border: 1px solid #cbd5e1; padding: 4px 8px; text-align: left; vertical-align: top; }
    </style>
  </head>
  <body>
    <nav class="switchboard-bar" aria-label="Switchboard">
      <a href="/">Switchboard</a>
      <a href="/docs/guides">Guides</a>
      <a href="/docs">API reference</a>
      <a class="dashboard" href="/overview">Dashboard</a>
    </nav>
    <main>
${body.replace(/<pre>/g, '<pre tabindex="0">').replace(/<table>/g, '<table tabindex="0">')}
    </main>
  </body>
</html>`;
}

/** The list of guides, each linked to its page. */
export async function guideListPage(): Promise<string> {
  const items = (await listGuides()).map((g) => `<li><a href="/docs/guides/${g.slug}">${escapeHtml(g.title)}</a></li>`).join('\n');
  return guidePage('Guides', `<h1>Guides</h1>\n<p>The manual, one guide per topic. The <a href="/docs">API reference</a> lists every operation.</p>\n<ul>\n${items}\n</ul>`);
}
