// A second process for the alerts race test: at the given moment, evaluates every alert a few times at clocks a
// millisecond apart (no spacing, so each pass reads every alert), and prints how many crossings it recorded.
// Arguments: start time (ms), the evaluation clock (ISO), passes.
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, getDbHandle } from '../db/client';
import { evaluateAlerts } from '../services/alerts/evaluate';

const [startAt, nowIso, passes] = process.argv.slice(2);
const db = await getDb();
await sleep(Math.max(0, Number(startAt) - Date.now()));
const total = { evaluated: 0, triggered: 0, resolved: 0 };
for (let i = 0; i < Number(passes); i++) {
  const r = await evaluateAlerts(db, new Date(Date.parse(nowIso) + i), 0);
  total.evaluated += r.evaluated;
  total.triggered += r.triggered;
  total.resolved += r.resolved;
}
console.log(JSON.stringify(total));
await (await getDbHandle()).close();
