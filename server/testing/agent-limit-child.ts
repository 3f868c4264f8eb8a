// A second process for the agent cap test: creates agents in one account at the given moment, all at once,
// through the createAgent every door uses, and prints how each attempt ended. Arguments: start time (ms),
// user id, attempts.
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, getDbHandle } from '../db/client';
import { createAgent } from '../services/agents/service';
import { actorOf } from './fixtures';

const [startAt, userId, attempts] = process.argv.slice(2).map(Number);
const db = await getDb();
const actor = await actorOf(userId);
await sleep(Math.max(0, startAt - Date.now()));
const outcomes = await Promise.all(
  Array.from({ length: attempts }, (_, i) =>
    createAgent(db, actor, { name: `Racer ${process.pid}-${i}` }).then(
      () => 'created',
      (err: { code?: string }) => err.code ?? String(err),
    ),
  ),
);
console.log(JSON.stringify(outcomes));
await (await getDbHandle()).close();
