import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// A Python for the tests of sdk/python: python3 itself when it has the packages the generated client needs
// (httpx, attrs, python-dateutil), else a virtualenv under .data/ into which pip installs them (from the
// configured index or mirror). Answers why not when neither can be had, so the tests can say so when they skip.

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '..', '..');
const venv = path.join(root, '.data', 'sdk-python-venv');
const venvPython = path.join(venv, 'bin', 'python');
const needs = ['httpx', 'attrs', 'python-dateutil'];

export const pythonPackageDir = path.join(root, 'sdk', 'python');

export type PythonFound = { python: string; reason?: undefined } | { python?: undefined; reason: string };

async function hasPackages(python: string): Promise<boolean> {
  try {
    await run(python, ['-c', 'import httpx, attrs, dateutil'], { timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/** Virtualenvs half made by processes that have ended. */
function removeAbandoned(): void {
  for (const name of fs.readdirSync(path.dirname(venv))) {
    const pid = Number(name.slice(path.basename(venv).length + 1));
    if (!name.startsWith(`${path.basename(venv)}.`) || !Number.isInteger(pid)) continue;
    try {
      process.kill(pid, 0);
    } catch {
      fs.rmSync(path.join(path.dirname(venv), name), { recursive: true, force: true });
    }
  }
}

/** Creating the virtualenv and installing into it can take minutes on a busy machine. */
export const pythonSetupTimeoutMs = 300_000;

let found: Promise<PythonFound> | undefined;

export function findPython(): Promise<PythonFound> {
  found ??= (async (): Promise<PythonFound> => {
    try {
      await run('python3', ['--version'], { timeout: 30_000 });
    } catch {
      return { reason: 'python3 is not installed here' };
    }
    if (await hasPackages('python3')) return { python: 'python3' };
    if (fs.existsSync(venvPython) && (await hasPackages(venvPython))) return { python: venvPython };
    // Made beside its place and renamed into it: test files in other workers may be making it at the same time.
    const making = `${venv}.${process.pid}`;
    try {
      fs.mkdirSync(path.dirname(venv), { recursive: true });
      removeAbandoned();
      fs.rmSync(making, { recursive: true, force: true });
      await run('python3', ['-m', 'venv', making], { timeout: 120_000 });
      await run(path.join(making, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', '--retries', '0', '--timeout', '20', ...needs], {
        timeout: 300_000,
      });
      // Another worker's, finished meanwhile, is kept: a test may be running it.
      if (await hasPackages(venvPython)) fs.rmSync(making, { recursive: true, force: true });
      else {
        fs.rmSync(venv, { recursive: true, force: true });
        fs.renameSync(making, venv);
      }
    } catch (err) {
      fs.rmSync(making, { recursive: true, force: true });
      if (await hasPackages(venvPython)) return { python: venvPython };
      const detail = ((err as { stderr?: string }).stderr ?? String(err)).trim().split('\n').slice(-2).join(' ');
      return { reason: `pip could not install ${needs.join(', ')} into ${path.relative(root, venv)}: ${detail}` };
    }
    return (await hasPackages(venvPython)) ? { python: venvPython } : { reason: `${needs.join(', ')} did not import after pip install` };
  })();
  return found;
}
