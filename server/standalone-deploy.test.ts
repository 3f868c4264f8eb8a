import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The production server is Next.js's standalone output (`output: 'standalone'`), which serves `.next/static` and
 * `public/` only from beside its server.js: every way of starting it must put them there. Read from the files
 * themselves, since no container is built in the tests.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The Dockerfile's stages by name, each its instructions with continuation lines joined. */
function dockerStages(text: string): Map<string, string[]> {
  const stages = new Map<string, string[]>();
  let current: string[] | undefined;
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  for (const line of lines) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) stages.set(from[1], (current = []));
    else current?.push(line);
  }
  return stages;
}

describe('the standalone server, wherever it starts', () => {
  const stages = dockerStages(read('Dockerfile'));

  it('the image build copies the static assets and public/ into the standalone folder', () => {
    const build = stages.get('build')!.join('\n');
    expect(build).toMatch(/RUN npm run build .*&& cp -r \.next\/static \.next\/standalone\/\.next\/static/);
    expect(build).toMatch(/&& cp -r public \.next\/standalone\/public(\s|$)/);
  });

  it('the runtime image holds that folder and starts it with the same script as `npm start`', () => {
    const runtime = stages.get('runtime')!;
    expect(runtime).toContain('COPY --from=build --chown=app:app /app/.next/standalone ./.next/standalone');
    expect(runtime.find((l) => l.startsWith('CMD'))).toBe('CMD ["node", "scripts/start-standalone.mjs"]');
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.start).toBe('node scripts/start-standalone.mjs');
  });

  it('public/ holds the simulated recording the standalone server must serve', () => {
    expect(fs.existsSync(path.join(root, 'public/simulator/sample-call.mp3'))).toBe(true);
  });

  it('`npm start` copies both beside the server before starting it, and the browser tests start it that way', () => {
    const script = read('scripts/start-standalone.mjs');
    expect(script).toMatch(/\['\.next\/static', '\.next\/static'\], \['public', 'public'\]/);
    expect(script).toContain("path.join(standalone, 'server.js')");
    expect(read('playwright.config.ts')).toMatch(/command: `rm -rf \$\{DATA_DIR\} && node scripts\/start-standalone\.mjs`/);
    expect(read('next.config.ts')).toMatch(/^\s*output: 'standalone',$/m);
  });
});
