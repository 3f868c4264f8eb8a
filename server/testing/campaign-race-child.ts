// A worker process for the campaign race test: runs the embedded worker's pass over and over until the deadline,
// as one of several servers sharing a database would. Arguments: start time (ms), how long to run (ms).
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, getDbHandle } from '../db/client';
import { workOnce } from '../jobs/worker';

const [startAt, runMs] = process.argv.slice(2).map(Number);
const db = await getDb();
await sleep(Math.max(0, startAt - Date.now()));
const until = Date.now() + runMs;
let handled = 0;
while (Date.now() < until) {
  handled += await workOnce(db);
  await sleep(20);
}
console.log(JSON.stringify({ handled }));
await (await getDbHandle()).close();
