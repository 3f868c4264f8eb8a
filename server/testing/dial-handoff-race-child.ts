// A second process for the dial hand-off fault test. `job ID`: claims and runs one dial job, as a runner's pass would,
// and prints its outcome (its connection may be killed under it). `work OFFSET_MS STEP_MS PASSES`: a freshly started
// process (a restart that finds the rows as the dead process left them) that runs PASSES embedded-worker passes, the
// first at a clock OFFSET_MS ahead and each later one STEP_MS after the one before, and prints how much it handled.
import { getDb, getDbHandle } from '../db/client';
import { claimJobById, runClaimedJob } from '../jobs/claimed-job';
import { workOnce } from '../jobs/worker';

const [mode, arg] = process.argv.slice(2);
const db = await getDb();
if (mode === 'job') {
  const job = await claimJobById(db, Number(arg), new Date());
  const outcome = job ? await runClaimedJob(db, job, new Date()) : null;
  console.log(JSON.stringify({ claimed: Boolean(job), ok: outcome?.ok ?? null }));
} else {
  const [step, passes] = process.argv.slice(4).map(Number);
  const start = Date.now() + Number(arg);
  let handled = 0;
  for (let i = 0; i < passes; i++) handled += await workOnce(db, new Date(start + i * step));
  console.log(JSON.stringify({ handled }));
}
await (await getDbHandle()).close();
