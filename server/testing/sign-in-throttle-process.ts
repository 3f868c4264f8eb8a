// One process of the cross-process sign-in limit test (server/auth/sign-in-throttle.test.ts): at the start time
// it is given, it makes `count` sign-in attempts for `email` from `address` against DATABASE_URL, all at once,
// each a wrong password, and prints how many the limits let reach the password check. Arguments: email address
// count startAt.
import { startSignInAttempt } from '../auth/sign-in-throttle';
import { config } from '../config';
import { openDatabase } from '../db/client';

const handle = await openDatabase({ url: config.DATABASE_URL, migrate: false, max: 4 });
const [email, address, countArg, startAt] = process.argv.slice(2);
let allowed = 0;
try {
  await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
  const limits = await Promise.all(Array.from({ length: Number(countArg) }, () => startSignInAttempt(handle.db, email, address)));
  allowed = limits.filter((l) => l.attempt).length;
} finally {
  await handle.close();
}
process.stdout.write(JSON.stringify({ allowed }) + '\n');
