// A second process for the lease race test: claims the lease-probe jobs and starts them with a handler that never
// ends, holding their claims (renewed by heartbeat) until the test kills it with kill -9.
import { z } from 'zod';
import { getDb } from '../db/client';
import { jobCatalog } from '../jobs/catalog';
import { runDueJobs } from '../jobs/queue';
import { defineJob, jobKind } from '../outbox/jobs';

const probe = defineJob(jobKind('test.lease_probe', z.object({ n: z.number().int() })), async () => {
  console.log('running');
  await new Promise(() => {});
});
jobCatalog.set(probe.kind, probe);
// Heartbeat timers do not keep a process alive; this one lives until it is killed.
setInterval(() => {}, 1000);
await runDueJobs(await getDb(), { kinds: [probe.kind], concurrency: 1 });
