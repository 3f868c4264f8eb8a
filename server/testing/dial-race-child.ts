// A second process for the dial race test: dials the given calls at the given moment, all at once, through the
// same dialCall every runner uses, and prints how each attempt ended. Arguments: start time (ms), call ids.
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, getDbHandle } from '../db/client';
import { workOnce } from '../jobs/worker';
import { dialCall } from '../services/calls/dial';

const [mode, startAt, ...ids] = process.argv.slice(2);
const db = await getDb();
await sleep(Math.max(0, Number(startAt) - Date.now()));
if (mode === 'dial') {
  const outcomes = await Promise.all(ids.map((id) => dialCall(db, Number(id), new Date())));
  console.log(JSON.stringify(outcomes));
} else {
  // The embedded worker's pass, repeated for a while: what a restarted server does with durable rows.
  const until = Date.now() + Number(ids[0]);
  let handled = 0;
  while (Date.now() < until) {
    handled += await workOnce(db);
    await sleep(50);
  }
  console.log(JSON.stringify({ handled }));
}
await (await getDbHandle()).close();
