import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { contactImports } from '../server/db/schema';
import { claimJobById, runClaimedJob } from '../server/jobs/claimed-job';
import { rowsOf } from '../server/db/rows';
import type { BenchContext, BenchSuite, LoadResult } from './context';
import { treeRssBytes } from './process';
import { loadSeconds } from './load';
import { enforceGoals, sized, tiny } from './size';

/** Row counts (BENCH_IMPORT_ROWS and BENCH_EXPORT_ROWS shrink a smoke run). */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS || sized(100_000, 500));
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS || sized(1_000_000, 1_000));
const BULK_ROWS = 1000;

/** Floors checked in the same run: a bulk row must cost far less than a single create request. */
const MIN_BULK_OVER_SINGLE = 5;
/** The goal for 100,000 rows on 2 cores, scaled to the rows imported. */
const IMPORT_GOAL_S = 30 * (IMPORT_ROWS / 100_000);
/** How far the second half's peak resident memory may rise over the first half's (a cursor holds one page). */
const MAX_EXPORT_GROWTH_MB = 64;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
/** A distinct valid US number per n (exchange codes 200–999). */
const phoneFor = (n: number) => `+1312${String(2_000_000 + (n % 7_999_999))}`;

/**
 * Contacts in bulk on PostgreSQL: rows/s of POST /api/v1/contacts/bulk (1,000 rows a request) against
 * POST /api/v1/contacts/create in the same run; a 100,000-row CSV import through the job runner (the
 * embedded worker's code path); and GET /api/v1/contacts/export.csv over 1,000,000 contacts, with the
 * server's resident memory sampled while it streams, against PostgreSQL's own COPY of the same rows.
 */
export const contactsBulkSuite: BenchSuite = {
  name: 'contacts-bulk',
  async run(ctx) {
    const failures: string[] = [];
    const bulk = await bulkApi(ctx, failures);
    const imported = await csvImport(ctx, failures);
    const exported = await csvExport(ctx, failures);
    ctx.record('contacts-bulk', { bulk_api: bulk, csv_import: imported, export: exported, failures, load_average: os.loadavg() });
    // Checked after recording, so a run that misses a goal still leaves its figures.
    enforceGoals(failures, ctx.log);
  },
};

async function bulkApi(ctx: BenchContext, failures: string[]) {
  const acct = await ctx.newAccount();
  const headers = { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json' };
  let n = 0;
  const row = () => {
    n++;
    return {
      first_name: `Bulk ${n}`,
      last_name: 'Load',
      email: `bulk${n}@example.test`,
      company: 'Bench Co',
      tags: ['bench', n % 2 ? 'odd' : 'even'],
      phone_numbers: [{ phone_number: phoneFor(n), phone_type: 'mobile' }],
      custom_context: { plan: 'gold', n },
    };
  };
  const single = check(await ctx.load({
    title: 'POST /api/v1/contacts/create', path: '/api/v1/contacts/create', method: 'POST', headers, duration: 8, body: () => JSON.stringify(row()),
  }));
  const bulkBody = () => JSON.stringify({ contacts: Array.from({ length: BULK_ROWS }, row) });
  await ctx.load({ title: 'warm-up', path: '/api/v1/contacts/bulk', method: 'POST', headers, connections: 2, duration: 3, body: bulkBody });
  // Two connections: requests of one account take turns on the bulk lock, so more would only queue.
  const many = await ctx.load({
    title: 'POST /api/v1/contacts/bulk', path: '/api/v1/contacts/bulk', method: 'POST', headers, connections: 2, duration: 12, body: bulkBody,
  });
  if (many.non2xx || many.errors) {
    const failure = `bulk: ${many.non2xx} non-2xx answers, ${many.errors} errors (timeouts)`;
    // A refused request is a broken suite at any scale; timeouts are a figure of the full-scale run.
    if (tiny && many.non2xx) throw new Error(failure);
    failures.push(failure);
  }
  const singleRows = single.requests / loadSeconds(8);
  const bulkRows = (many.requests * BULK_ROWS) / loadSeconds(12);
  const ratio = bulkRows / singleRows;
  ctx.log(`create: ${Math.round(singleRows)} rows/s; bulk: ${Math.round(bulkRows)} rows/s (p50 ${many.p50_ms} ms per 1,000 rows); ratio ${ratio.toFixed(1)} (floor ${MIN_BULK_OVER_SINGLE})`);
  if (ratio < MIN_BULK_OVER_SINGLE) failures.push(`bulk rows/s is only ${ratio.toFixed(1)}× single creates`);
  return { single_create: single, bulk: many, single_rows_per_s: Math.round(singleRows), bulk_rows_per_s: Math.round(bulkRows), ratio: Number(ratio.toFixed(1)) };
}

async function csvImport(ctx: BenchContext, failures: string[]) {
  const acct = await ctx.newAccount();
  const lines = ['First name;Last name;Phone;Email;Company;Tags'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    // One row in 50 repeats an earlier number (an update), one in 100 has a bad number (a row error).
    const phone = i % 100 === 99 ? '12' : phoneFor(5_000_000 + (i % 50 === 49 ? i - 1 : i));
    lines.push(`Imp ${i};"Row; ${i}";${phone};imp${i}@example.test;Import Co;"a, b${i % 5}"`);
  }
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
  const uploadStart = performance.now();
  const res = await fetch(`${ctx.baseUrl}/api/v1/contacts/imports?file_name=bench.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'text/csv' },
    body: csv,
  });
  if (res.status !== 202) throw new Error(`import upload answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  const uploadMs = performance.now() - uploadStart;
  const start = performance.now();
  // The server runs no worker here: this loop claims and runs the import's job rows (the first, then each
  // continuation) as a runner does, leaving other suites' jobs alone.
  for (;;) {
    const [next] = rowsOf<{ id: number }>(await ctx.db.execute(sql`
      select id from jobs where kind = 'contacts.import' and payload->>'import_id' = ${String(id)} and done_at is null order by id limit 1`));
    const claimed = next && (await claimJobById(ctx.db, Number(next.id), new Date()));
    if (claimed) await runClaimedJob(ctx.db, claimed, new Date());
    const [imp] = await ctx.db.select().from(contactImports).where(eq(contactImports.id, id));
    if (imp.status === 'completed' || imp.status === 'failed') {
      const seconds = (performance.now() - start) / 1000;
      ctx.log(`import of ${IMPORT_ROWS} rows (${mb(Buffer.byteLength(csv))} MiB): upload ${Math.round(uploadMs)} ms, job ${seconds.toFixed(1)} s = ${Math.round(IMPORT_ROWS / seconds)} rows/s (goal < ${IMPORT_GOAL_S} s); created ${imp.created}, updated ${imp.updated}, rejected ${imp.failed}`);
      if (imp.status !== 'completed') throw new Error(`import ${imp.status}: ${imp.failure}`);
      if (seconds > IMPORT_GOAL_S) failures.push(`import took ${seconds.toFixed(1)} s, over the ${IMPORT_GOAL_S} s goal`);
      return { rows: IMPORT_ROWS, bytes: Buffer.byteLength(csv), upload_ms: Math.round(uploadMs), job_seconds: Number(seconds.toFixed(1)), rows_per_s: Math.round(IMPORT_ROWS / seconds), created: imp.created, updated: imp.updated, rejected: imp.failed };
    }
  }
}

async function csvExport(ctx: BenchContext, failures: string[]) {
  const acct = await ctx.newAccount();
  const seedStart = performance.now();
  await ctx.db.execute(sql`
    insert into contacts (account_id, owner_user_id, first_name, last_name, email, company, city, custom_context)
    select ${acct.accountId}, ${acct.userId}, 'Exp ' || g, 'Row ' || g, 'exp' || g || '@example.test', 'Export Co', 'Springfield',
      jsonb_build_object('n', g)
    from generate_series(1, ${EXPORT_ROWS}) g`);
  await ctx.db.execute(sql`
    insert into contact_phone_numbers (contact_id, account_id, phone_number, is_primary)
    select id, account_id, '+1415' || (2000000 + id % 7999999)::text, true from contacts where account_id = ${acct.accountId}`);
  await ctx.db.execute(sql`analyze contacts; analyze contact_phone_numbers`);
  ctx.log(`seeded ${EXPORT_ROWS} contacts in ${Math.round((performance.now() - seedStart) / 1000)} s`);

  // The floor: PostgreSQL's own COPY of the same rows to CSV, read by this process.
  const pg = postgres(ctx.databaseUrl, { max: 1, onnotice: () => {} });
  const copyStart = performance.now();
  let copyBytes = 0;
  // COPY takes no bind parameters: the account id (an integer of ours) is written into the statement.
  const copy = await pg.unsafe(`copy (select c.*, p.phone_number from contacts c left join contact_phone_numbers p on p.contact_id = c.id
    where c.account_id = ${Number(acct.accountId)} order by c.id desc) to stdout with csv header`).readable();
  for await (const chunk of copy) copyBytes += (chunk as Buffer).byteLength;
  const copySeconds = (performance.now() - copyStart) / 1000;
  await pg.end();

  const rssBefore = treeRssBytes(ctx.serverPid ?? process.pid);
  const samples: { rows: number; rss: number }[] = [];
  let rows = -1;
  let bytes = 0;
  const timer = setInterval(() => samples.push({ rows, rss: treeRssBytes(ctx.serverPid ?? process.pid) }), 250);
  const start = performance.now();
  try {
    const res = await fetch(`${ctx.baseUrl}/api/v1/contacts/export.csv`, { headers: { authorization: `Bearer ${acct.key}` } });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) rows++;
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - start) / 1000;
  if (rows !== EXPORT_ROWS) throw new Error(`export gave ${rows} rows, expected ${EXPORT_ROWS}`);
  // The heap saws up and down with garbage collection; a leak (or a buffered body) shows as the second
  // half's high-water mark climbing over the first half's.
  const peak = Math.max(rssBefore, ...samples.map((s) => s.rss));
  const half = Math.floor(samples.length / 2);
  const firstHalfPeak = Math.max(rssBefore, ...samples.slice(0, half).map((s) => s.rss));
  const secondHalfPeak = Math.max(0, ...samples.slice(half).map((s) => s.rss));
  const growth = mb(secondHalfPeak - firstHalfPeak);
  const rowsPerS = Math.round(rows / seconds);
  const copyRowsPerS = Math.round(EXPORT_ROWS / copySeconds);
  ctx.log(`export of ${rows} rows (${mb(bytes)} MiB): ${seconds.toFixed(1)} s = ${rowsPerS} rows/s; COPY floor ${copyRowsPerS} rows/s (ratio ${(rowsPerS / copyRowsPerS).toFixed(2)})`);
  ctx.log(`server RSS: ${mb(rssBefore)} MiB before, peak ${mb(firstHalfPeak)} MiB in the first half and ${mb(secondHalfPeak)} MiB in the second (growth ${growth} MiB, limit ${MAX_EXPORT_GROWTH_MB})`);
  if (growth > MAX_EXPORT_GROWTH_MB) failures.push(`export memory grew ${growth} MiB while streaming`);
  return {
    rows, bytes, seconds: Number(seconds.toFixed(1)), rows_per_s: rowsPerS,
    copy_floor: { seconds: Number(copySeconds.toFixed(1)), rows_per_s: copyRowsPerS, bytes: copyBytes },
    ratio_to_copy: Number((rowsPerS / copyRowsPerS).toFixed(2)),
    rss_mb: { before: mb(rssBefore), peak: mb(peak), first_half_peak: mb(firstHalfPeak), second_half_peak: mb(secondHalfPeak), growth },
    rss_samples_mb: samples.filter((_, i) => i % 8 === 0).map((s) => ({ rows: s.rows, rss: mb(s.rss) })),
  };
}

function check(r: LoadResult): LoadResult {
  if (r.non2xx || r.errors) throw new Error(`${r.title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}
