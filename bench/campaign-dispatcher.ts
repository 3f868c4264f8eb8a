/**
 * The campaign bench's dispatcher, a process of its own (`node --import tsx bench/campaign-dispatcher.ts`): a worker
 * loop that runs only the dispatch's jobs (campaigns.tick and calls.start), so the bench reads the dispatcher's CPU
 * from /proc apart from the rest of the calls' work, as a deployment with several runners would split it.
 * DATABASE_URL and SIMULATOR_TIME_SCALE come from the environment; SIGTERM stops it after the pass under way.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runDueJobs } from '../server/jobs/queue';
import { DISPATCH_KINDS, msUntilDue } from './campaign-loop';

async function main() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL!, max: 2, migrate: false });
  let stopped = false;
  process.on('SIGTERM', () => (stopped = true));
  process.send?.('ready');
  while (!stopped) {
    // Ticks of one campaign take turns on its row: one at a time here, each at its own clock (which stamps the
    // calls it places and dials).
    while (!stopped && (await runDueJobs(handle.db, { kinds: DISPATCH_KINDS, concurrency: 1, limit: 8, freshClock: true })) > 0);
    await sleep(await msUntilDue(handle.db, { kinds: DISPATCH_KINDS }, config.WORKER_POLL_MS));
  }
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
