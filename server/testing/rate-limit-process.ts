// One process of the cross-process rate-limit test (server/http/rate-limit.test.ts): it makes `COUNT` key
// lookups with `API_KEY` against DATABASE_URL, each counted by the shared PostgreSQL limiter, and prints how
// many the limit of RATE_LIMIT_PER_MINUTE allowed.
import { keyLookup } from '../auth/api-keys';
import { config } from '../config';
import { openDatabase } from '../db/client';
import { rateLimitState } from '../http/rate-limit';

const handle = await openDatabase({ url: config.DATABASE_URL, migrate: false, max: 2 });
const lookup = keyLookup();
const count = Number(process.env.COUNT);
let allowed = 0;
try {
  // Start together: the parent releases both processes at the same wall-clock instant.
  await new Promise((r) => setTimeout(r, Math.max(0, Number(process.env.START_AT) - Date.now())));
  const results = await Promise.all(Array.from({ length: count }, () => lookup(handle.db, process.env.API_KEY!)));
  for (const r of results) if (rateLimitState(r.window, config.RATE_LIMIT_PER_MINUTE).allowed) allowed++;
} finally {
  await handle.close();
}
process.stdout.write(JSON.stringify({ allowed }) + '\n');
