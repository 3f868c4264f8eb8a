/**
 * `npm run walk`: the README's first call, timed as a new user meets it. It starts `npm run dev` on an embedded
 * database of its own (a temporary PGLITE_DIR), waits for the warm-up to end (a warm dev server), then
 *
 * 1. in Debian's Chromium, walks the Get started checklist from the sign-up page to a completed test call, typing at
 *    a person's pace (`--key-delay`, 60 ms a key), and times it from the first page to "Completed";
 * 2. runs the README's "Over REST and the CLI" block as written (only its port changed when 3000 is taken) in bash,
 *    and times it to its end, checking that both calls it places complete.
 *
 * The figures are printed and written to bench/results/first-call-walk.json (`--out FILE` elsewhere); the goals are a
 * first call in the browser within 2 minutes and over REST within 60 s. A step that fails stops the walk with its
 * reason and a non-zero exit; a goal missed is reported and exits 1 as well.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort } from './free-port';

const BROWSER_GOAL_S = 120;
const REST_GOAL_S = 60;

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const keyDelay = Number(arg('key-delay') ?? 60);
const outFile = arg('out') ?? path.join('bench', 'results', 'first-call-walk.json');
const root = path.resolve(import.meta.dirname, '..');

/** The README's REST block: the fenced bash block after "Over REST and the CLI". */
export function restBlockOf(readme: string): string {
  const from = readme.indexOf('**Over REST and the CLI**');
  const block = /```bash\n([\s\S]*?)```/.exec(readme.slice(from));
  if (from < 0 || !block) throw new Error('README.md has no "Over REST and the CLI" block');
  return block[1];
}

function startDev(port: number, dataDir: string): { child: ChildProcess; warmed: Promise<number> } {
  const child = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(port)], {
    cwd: root, env: { ...process.env, PGLITE_DIR: path.join(dataDir, 'pglite'), NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const t0 = Date.now();
  const warmed = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/warm-up done/.test(out)) resolve((Date.now() - t0) / 1000);
    });
    child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
    child.on('exit', (code) => reject(new Error(`npm run dev ended (${code}) before its warm-up:\n${out.slice(-2000)}`)));
  });
  return { child, warmed };
}

async function type(page: Page, label: string, text: string) {
  await page.getByLabel(label).click();
  await page.getByLabel(label).pressSequentially(text, { delay: keyDelay });
}

/** The Get started checklist from the sign-up page to a completed test call, as the README tells it. */
async function browserWalk(base: string): Promise<{ total_s: number; sign_up_s: number; call_s: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(120_000);
    const t0 = Date.now();
    await page.goto(`${base}/sign-up`);
    await type(page, 'Business name', 'Bella Dental');
    await type(page, 'Your name', 'Bella Owner');
    await type(page, 'Email', `walk-${Date.now().toString(36)}@example.test`);
    await type(page, 'Password', 'a long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    const signUp = Date.now();
    const checklist = page.getByRole('region', { name: 'Get started' });
    await checklist.getByRole('link', { name: 'New agent' }).click();
    await type(page, 'Name', 'Front desk');
    await type(page, 'Phone number', '+14155550100');
    await page.getByRole('button', { name: 'Create agent' }).click();
    await page.getByRole('heading', { name: 'Front desk', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await checklist.getByRole('button', { name: 'Add $5.00 trial credit' }).click();
    await checklist.getByTestId('get-started-credit').and(page.locator('[data-done="true"]')).waitFor();
    await checklist.getByRole('link', { name: 'Front desk' }).first().click();
    await page.getByRole('button', { name: 'Test call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test call' });
    await dialog.getByLabel('Number to call').pressSequentially('+14155550188', { delay: keyDelay });
    const called = Date.now();
    await dialog.getByRole('button', { name: 'Call now' }).click();
    await page.waitForURL(/\/calls\/\d+$/);
    await page.getByTestId('call-status').filter({ hasText: /^Completed$/ }).waitFor();
    const done = Date.now();
    return { total_s: (done - t0) / 1000, sign_up_s: (signUp - t0) / 1000, call_s: (done - called) / 1000 };
  } finally {
    await browser.close();
  }
}

/** The README's REST block in bash, against this server and its database; the calls it placed must complete. */
async function restWalk(port: number, dataDir: string): Promise<{ total_s: number; output: string }> {
  const block = restBlockOf(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).replaceAll('localhost:3000', `localhost:${port}`);
  const t0 = Date.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', block], { cwd: root, env: { ...process.env, PGLITE_DIR: path.join(dataDir, 'pglite') } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the README's REST block ended ${code}:\n${out.slice(-3000)}`))));
  });
  const total = (Date.now() - t0) / 1000;
  // The GET after `sleep 15` answers the call object; `call --wait` prints the CLI call's outcome ("status: …").
  if (!/"status":\s*"completed"/.test(output) || !/^status: completed\b/m.test(output)) {
    throw new Error(`the README's REST block ran, but its calls did not both complete:\n${output.slice(-3000)}`);
  }
  return { total_s: total, output };
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-walk-'));
  const base = `http://localhost:${port}`;
  const { child, warmed } = startDev(port, dataDir);
  try {
    const warmS = await warmed;
    console.log(`npm run dev: warm-up done ${warmS.toFixed(1)} s after start (port ${port}, database in ${dataDir})`);
    const browser = await browserWalk(base);
    console.log(`browser: first page to a completed test call in ${browser.total_s.toFixed(1)} s ` +
      `(sign-up ${browser.sign_up_s.toFixed(1)} s, "Call now" to Completed ${browser.call_s.toFixed(1)} s; goal ≤ ${BROWSER_GOAL_S} s)`);
    const rest = await restWalk(port, dataDir);
    console.log(`REST and CLI: the README's block in ${rest.total_s.toFixed(1)} s (goal ≤ ${REST_GOAL_S} s)`);
    const missed = [
      ...(browser.total_s > BROWSER_GOAL_S ? [`browser ${browser.total_s.toFixed(1)} s > ${BROWSER_GOAL_S} s`] : []),
      ...(rest.total_s > REST_GOAL_S ? [`REST ${rest.total_s.toFixed(1)} s > ${REST_GOAL_S} s`] : []),
    ];
    const figures = {
      at: new Date().toISOString(), load_average: os.loadavg().map((n) => Math.round(n * 10) / 10), key_delay_ms: keyDelay,
      dev_warm_up_s: warmS, browser, rest_s: rest.total_s, goals: { browser_s: BROWSER_GOAL_S, rest_s: REST_GOAL_S }, missed,
    };
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${JSON.stringify(figures, null, 2)}\n`);
    if (missed.length) {
      console.error(`goals missed: ${missed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
