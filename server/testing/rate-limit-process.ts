// One process of the cross-process rate-limit test (server/http/rate-limit.test.ts): at the start time it is
// given, it makes `count` key lookups with `apiKey` against DATABASE_URL, each counted by the shared PostgreSQL
// limiter, and prints how many the limit of RATE_LIMIT_PER_MINUTE allowed. Arguments: apiKey count startAt.
import { keyLookup } from '../auth/api-keys';
import { config } from '../config';
import { openDatabase } from '../db/client';
import { rateLimitState } from '../http/rate-limit';

const handle = await openDatabase({ url: config.DATABASE_URL, migrate: false, max: 2 });
const lookup = keyLookup();
const [apiKey, countArg, startAt] = process.argv.slice(2);
const count = Number(countArg);
let allowed = 0;
try {
  // Start together: the parent releases both processes at the same wall-clock instant.
  await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
  const results = await Promise.all(Array.from({ length: count }, () => lookup(handle.db, apiKey)));
  for (const r of results) if (rateLimitState(r.window, config.RATE_LIMIT_PER_MINUTE).allowed) allowed++;
} finally {
  await handle.close();
}
process.stdout.write(JSON.stringify({ allowed }) + '\n');
