// A second process for the messages race test: sends the given messages at one moment, all at once, through the same
// send job every runner uses ('send'), or runs the embedded worker's passes for a while ('work', a restarted server).
// Arguments: mode, start time (ms), then the moment to judge at (ms) and message ids, or the duration (ms).
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, getDbHandle } from '../db/client';
import { workOnce } from '../jobs/worker';
import { runMessageSend } from '../services/messages/send';

const [mode, startAt, ...rest] = process.argv.slice(2);
const db = await getDb();
await sleep(Math.max(0, Number(startAt) - Date.now()));
if (mode === 'send') {
  const [at, ...ids] = rest;
  await Promise.all(ids.map((id) => runMessageSend(db, id, new Date(Number(at)))));
  console.log(JSON.stringify({ ok: true }));
} else {
  const until = Date.now() + Number(rest[0]);
  let handled = 0;
  while (Date.now() < until) {
    handled += await workOnce(db);
    await sleep(50);
  }
  console.log(JSON.stringify({ handled }));
}
await (await getDbHandle()).close();
