// One server process of the import quota race test (app/api/v1/contacts/imports/quota-race.test.ts): serves
// POST /api/v1/contacts/imports over HTTP on a loopback port, on the test's PostgreSQL database, and prints
// `listening <url>`; it stops when its standard input closes.
import { POST } from '../api/v1/contacts/imports/route';
import { getDbHandle } from '../../server/db/client';
import { serveRoute } from '../../server/testing/route-server';

const server = await serveRoute(POST);
console.log(`listening ${server.url}`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(async () => {
    await (await getDbHandle()).close();
    process.exit(0);
  });
});
