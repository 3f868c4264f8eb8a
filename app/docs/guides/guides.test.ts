import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '@/server/cli/commands';
import { renderGuide } from '@/server/docs/guides';
import { GET as listRoute } from './route';
import { GET as guideRoute } from './[slug]/route';

const root = process.cwd();
const guideFiles = readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).sort();
const manual = ['README.md', ...guideFiles.map((f) => `docs/${f}`)].map((f) => ({ file: f, text: readFileSync(path.join(root, f), 'utf8') }));
const serve = (slug: string) => guideRoute(new Request(`http://localhost/docs/guides/${slug}`), { params: Promise.resolve({ slug }) });

describe('the guides served beside /docs', () => {
  it('lists every docs/*.md and serves each as HTML under its own title', async () => {
    expect(guideFiles.length).toBeGreaterThan(10);
    const list = await (await listRoute()).text();
    for (const file of guideFiles) {
      const slug = file.slice(0, -3);
      expect(list).toContain(`href="/docs/guides/${slug}"`);
      const res = await serve(slug);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const title = /^# (.+)$/m.exec(readFileSync(path.join(root, 'docs', file), 'utf8'))![1];
      const page = await res.text();
      expect(page).toContain(`<title>${title.replace(/&/g, '&amp;')} · Switchboard guides</title>`);
      expect(page).toMatch(/<h1 id="[^"]+">/);
    }
  });

  it('answers 404 for a name that is not a guide, a path out of docs/ included', async () => {
    for (const slug of ['no-such-guide', '..%2Fpackage', '../package', 'README']) expect((await serve(slug)).status).toBe(404);
  });

  it('escapes raw HTML and drops unsafe links, and points links between guides at their pages', () => {
    const html = renderGuide('# T\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [d](deploy.md#production-checks)\n');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="/docs/guides/deploy#production-checks"');
  });

  it('gives headings the anchors the guides link to', async () => {
    const page = await (await serve('deploy')).text();
    expect(page).toContain('id="production-checks"');
  });
});

describe('the commands the README and the guides show', () => {
  const scripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>);

  it('run npm scripts that package.json defines', () => {
    const named = manual.flatMap(({ file, text }) => [...text.matchAll(/npm run (?:-s )?([a-z][\w:-]*)/g)].map((m) => ({ file, script: m[1] })));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((n) => !scripts.includes(n.script))).toEqual([]);
  });

  it('call CLI commands that exist', () => {
    const named = manual.flatMap(({ file, text }) => [...text.matchAll(/npm run (?:-s )?cli -- ([a-z][\w-]*)/g)].map((m) => ({ file, command: m[1] })));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((n) => !commands.some((c) => c.name[0] === n.command))).toEqual([]);
  });

  it("end each answer printed to the terminal with a newline (curl -w '\\n'), so the next output starts on its own line", () => {
    const readme = manual.find((m) => m.file === 'README.md')!.text;
    // A curl whose answer is printed, not captured by $( … ): it starts the line, or follows `;`.
    const printed = readme.split('\n').filter((line) => /(^|;\s*)curl\s/.test(line.trim()) && !/\$\(curl/.test(line));
    expect(printed.length).toBeGreaterThan(1);
    expect(printed.filter((line) => !line.includes("-w '\\n'"))).toEqual([]);
  });

  it('link to files that exist', () => {
    const dead = manual.flatMap(({ file, text }) =>
      [...text.matchAll(/\]\(((?!https?:|#|mailto:)[^)#\s]+)[^)]*\)/g)]
        .map((m) => m[1])
        .filter((target) => { try { readFileSync(path.join(root, path.dirname(file), target)); return false; } catch (e) { return (e as NodeJS.ErrnoException).code !== 'EISDIR'; } })
        .map((target) => `${file} -> ${target}`),
    );
    expect(dead).toEqual([]);
  });
});
