// A second process for the Vapi credential race test: at the given moment, asks for the deployment's credential
// several times at once (as the first assistants of several processes would) and prints the ids it was answered.
// Arguments: start time (ms), how many requests. Vapi and the public URL come from the environment.
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, getDbHandle } from '../db/client';
import { ensureDeploymentCredential } from '../services/providers/vapi/credential';

const [startAt, count] = process.argv.slice(2).map(Number);
const db = await getDb();
await sleep(Math.max(0, startAt - Date.now()));
const ids = await Promise.all(Array.from({ length: count }, () => ensureDeploymentCredential(db).then((c) => c.credentialId)));
console.log(JSON.stringify(ids));
await (await getDbHandle()).close();
