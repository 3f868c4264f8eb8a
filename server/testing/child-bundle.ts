import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { inject } from 'vitest';

/**
 * The Node arguments that run a TypeScript entry point (a second process of a race test, the CLI, a server) in a
 * process of its own. Through tsx every start resolves and loads the app's modules one by one, seconds of CPU on
 * a loaded machine; a race test starts dozens. So each entry point is bundled once per test run (esbuild, which tsx
 * itself uses) into the run's folder under node_modules/.cache, where the packages resolve as they do from the
 * sources, and started as plain JavaScript. Packages stay outside the bundle and load as they would; nodemailer
 * goes inside, since the app imports a folder of it that Node's ES module loader does not resolve.
 */
const INLINED = new Set(['nodemailer']);
const built = new Map<string, string>();

/** The project's own packages (each and its subpaths), which the app imports by name. */
function outsidePackages(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => !INLINED.has(n));
  return names.flatMap((n) => [n, `${n}/*`]);
}

export function nodeArgsFor(entry: string): string[] {
  // TEST_CHILD_TSX=1 starts them from the sources, as before (a stack trace with the sources' lines).
  const dir = process.env.TEST_CHILD_TSX ? undefined : bundleDir();
  if (!dir) return ['--import', 'tsx', entry];
  const absolute = path.resolve(entry);
  let out = built.get(absolute);
  if (!out) {
    out = path.join(dir, `${path.relative(process.cwd(), absolute).replace(/[\\/]/g, '__').replace(/\.ts$/, '')}.mjs`);
    // Another test file of the run may have built it already; a half-written file is never seen (rename).
    if (!fs.existsSync(out)) {
      const partial = `${out}.${process.pid}.tmp`;
      buildSync({
        entryPoints: [absolute],
        outfile: partial,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        tsconfig: path.join(process.cwd(), 'tsconfig.json'),
        logLevel: 'error',
        // Bundled CommonJS (nodemailer) calls require, which an ES module lacks.
        banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
        external: outsidePackages(),
      });
      fs.renameSync(partial, out);
    }
    built.set(absolute, out);
  }
  return [out];
}

function bundleDir(): string | undefined {
  try {
    return inject('childBundleDir');
  } catch {
    return undefined; // outside a vitest worker
  }
}
