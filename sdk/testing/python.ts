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
    try {
      fs.mkdirSync(path.dirname(venv), { recursive: true });
      await run('python3', ['-m', 'venv', venv], { timeout: 120_000 });
      await run(venvPython, ['-m', 'pip', 'install', '--quiet', '--retries', '0', '--timeout', '20', ...needs], { timeout: 300_000 });
    } catch (err) {
      const detail = ((err as { stderr?: string }).stderr ?? String(err)).trim().split('\n').slice(-2).join(' ');
      return { reason: `pip could not install ${needs.join(', ')} into ${path.relative(root, venv)}: ${detail}` };
    }
    return (await hasPackages(venvPython)) ? { python: venvPython } : { reason: `${needs.join(', ')} did not import after pip install` };
  })();
  return found;
}
