// The SDKs under sdk/ are generated from the OpenAPI document the route declarations build (the one
// GET /api/v1/openapi.json serves).
//   npm run sdk:generate   regenerates sdk/typescript/src/schema.ts (openapi-typescript) and, where
//                          openapi-python-client is installed, the generated part of sdk/python
//   npm run sdk:check      fails when either SDK no longer matches the document: the TypeScript types are
//                          regenerated and compared; the Python package by the document's hash recorded at
//                          generation, and regenerated and compared too where the generator is installed.
// The Python generator is found as OPENAPI_PYTHON_CLIENT (the path of its executable) or `openapi-python-client`
// on PATH. Its post hooks run ruff, which must be on PATH beside it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { routeIndex } from '../app/api/v1/route-index';
import { buildOpenApiDocument } from '../server/openapi/document';

const root = path.join(import.meta.dirname, '..');
const tsSchemaFile = path.join(root, 'sdk/typescript/src/schema.ts');
const pyDir = path.join(root, 'sdk/python');
const pyPackage = 'switchboard_sdk';
const pyStampFile = path.join(pyDir, 'generated-from.json');
const pyConfigFile = path.join(pyDir, 'openapi-python-client.yaml');
/** Files of sdk/python written by hand: regeneration keeps them, the comparison skips them. */
const pyHandWritten = new Set(['README.md', 'examples', 'generated-from.json', 'openapi-python-client.yaml', `${pyPackage}/webhook_signature.py`, `${pyPackage}/retries.py`]);
/** Files the generator writes that the package does not keep (its own README, ruff's cache). */
const pyDiscarded = new Set(['README.md', '.ruff_cache']);

const tsHeader = `// Generated from the Switchboard OpenAPI document by openapi-typescript (npm run sdk:generate). Do not edit.
`;

interface PythonStamp {
  openapi_sha256: string;
  generator: string;
}

async function documentText(): Promise<string> {
  return `${JSON.stringify(await buildOpenApiDocument(routeIndex), null, 2)}\n`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function typescriptSchema(docText: string): Promise<string> {
  return tsHeader + astToString(await openapiTS(JSON.parse(docText)));
}

/** The generator's command, or undefined when this machine has none. */
function pythonGenerator(): string | undefined {
  const candidates = [process.env.OPENAPI_PYTHON_CLIENT, 'openapi-python-client'].filter((c): c is string => !!c);
  for (const command of candidates) {
    try {
      execFileSync(command, ['--version'], { stdio: 'pipe', env: generatorEnv(command) });
      return command;
    } catch {
      // not installed here
    }
  }
  return undefined;
}

/** The generator's post hooks run ruff: the folder of a generator given by path (a virtualenv's bin) goes on PATH. */
function generatorEnv(command: string): NodeJS.ProcessEnv {
  if (!command.includes(path.sep)) return process.env;
  return { ...process.env, PATH: `${path.dirname(command)}${path.delimiter}${process.env.PATH ?? ''}` };
}

function generatorVersion(command: string): string {
  return execFileSync(command, ['--version'], { encoding: 'utf8', env: generatorEnv(command) }).trim().replace(/^openapi-python-client version: /, 'openapi-python-client ');
}

const explainMissingGenerator = `openapi-python-client is not installed here, so sdk/python was not regenerated.
Install it (pipx install openapi-python-client, or pip install openapi-python-client into a virtualenv) and run
this again, or point OPENAPI_PYTHON_CLIENT at its executable.`;

/**
 * Generates the Python package into a fresh temporary folder and returns that folder. The generator's warnings
 * (operations it cannot express) are shown when generating, and only on failure when checking.
 */
function generatePython(command: string, docText: string, quiet = false): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-sdk-python-'));
  const docFile = path.join(tmp, 'openapi.json');
  const out = path.join(tmp, 'out');
  fs.writeFileSync(docFile, docText);
  execFileSync(command, ['generate', '--path', docFile, '--output-path', out, '--meta', 'setup', '--config', pyConfigFile], {
    stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'],
    env: generatorEnv(command),
  });
  for (const name of pyDiscarded) fs.rmSync(path.join(out, name), { recursive: true, force: true });
  return out;
}

/** Every file under dir, as paths relative to it, sorted; folders named in `skip` (relative paths) left out. */
function filesUnder(dir: string, skip: Set<string> = new Set(), prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (skip.has(rel) || entry.name === '__pycache__') return [];
      return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), skip, rel) : [rel];
    })
    .sort();
}

/** Files that differ between the generated output and sdk/python (added, removed or changed). */
function pythonDifferences(generated: string): string[] {
  const want = filesUnder(generated);
  const have = filesUnder(pyDir, pyHandWritten);
  const differ = want.filter((f) => !fs.existsSync(path.join(pyDir, f)) || !fs.readFileSync(path.join(pyDir, f)).equals(fs.readFileSync(path.join(generated, f))));
  const extra = have.filter((f) => !want.includes(f));
  return [...differ, ...extra];
}

function replacePython(generated: string, docText: string, version: string): void {
  for (const f of filesUnder(pyDir, pyHandWritten)) fs.rmSync(path.join(pyDir, f));
  for (const f of filesUnder(generated)) {
    fs.mkdirSync(path.dirname(path.join(pyDir, f)), { recursive: true });
    fs.copyFileSync(path.join(generated, f), path.join(pyDir, f));
  }
  removeEmptyFolders(pyDir);
  const stamp: PythonStamp = { openapi_sha256: sha256(docText), generator: version };
  fs.writeFileSync(pyStampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

function removeEmptyFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    removeEmptyFolders(sub);
    if (fs.readdirSync(sub).length === 0) fs.rmdirSync(sub);
  }
}

async function generate(): Promise<number> {
  const docText = await documentText();
  fs.writeFileSync(tsSchemaFile, await typescriptSchema(docText));
  console.log(`sdk/typescript: ${path.relative(root, tsSchemaFile)} written`);
  const command = pythonGenerator();
  if (!command) {
    console.log(explainMissingGenerator);
    return 0;
  }
  const generated = generatePython(command, docText);
  try {
    replacePython(generated, docText, generatorVersion(command));
  } finally {
    fs.rmSync(path.dirname(generated), { recursive: true, force: true });
  }
  console.log(`sdk/python: ${pyPackage} regenerated with ${generatorVersion(command)}`);
  return 0;
}

async function check(): Promise<number> {
  const docText = await documentText();
  const problems: string[] = [];
  const committedTs = fs.existsSync(tsSchemaFile) ? fs.readFileSync(tsSchemaFile, 'utf8') : '';
  if (committedTs !== (await typescriptSchema(docText))) problems.push(`${path.relative(root, tsSchemaFile)} differs from the types generated from the document`);

  const stamp = fs.existsSync(pyStampFile) ? (JSON.parse(fs.readFileSync(pyStampFile, 'utf8')) as PythonStamp) : undefined;
  if (stamp?.openapi_sha256 !== sha256(docText)) problems.push('sdk/python was generated from another version of the document (generated-from.json)');
  const command = pythonGenerator();
  if (command) {
    const generated = generatePython(command, docText, true);
    try {
      const differ = pythonDifferences(generated);
      if (differ.length) problems.push(`sdk/python differs from a fresh generation in ${differ.length} files: ${differ.slice(0, 5).join(', ')}${differ.length > 5 ? ', …' : ''}`);
    } finally {
      fs.rmSync(path.dirname(generated), { recursive: true, force: true });
    }
  } else {
    console.log('sdk/python: checked by the document hash only (openapi-python-client is not installed here)');
  }

  for (const p of problems) console.error(`sdk drift: ${p}`);
  if (problems.length) console.error('Run `npm run sdk:generate` and commit the result.');
  else console.log('sdk: both SDKs match the OpenAPI document');
  return problems.length ? 1 : 0;
}

const commands: Record<string, () => Promise<number>> = { generate, check };
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error('usage: tsx scripts/sdk.ts generate|check');
  process.exitCode = 2;
} else {
  process.exitCode = await command();
}
