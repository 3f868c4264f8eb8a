// A route served by a second server process, for the tests that race two processes on one PostgreSQL database
// (calls, idempotency, import quotas, bookings): serves the named route's POST over HTTP on a loopback port, prints
// `listening <url>`, and stops when its standard input closes. Started by startRouteProcess
// (server/testing/route-process.ts).
import { getDbHandle } from '../../server/db/client';
import { serveRoute } from '../../server/testing/route-server';

const routes = {
  calls: async () => (await import('../api/v1/calls/route')).POST,
  imports: async () => (await import('../api/v1/contacts/imports/route')).POST,
  'calendar-events': async () => (await import('../api/v1/calendar/events/create/route')).POST,
};

const name = process.argv[2] as keyof typeof routes;
if (!(name in routes)) throw new Error(`route-process: unknown route ${name}; one of ${Object.keys(routes).join(', ')}`);
const server = await serveRoute(await routes[name]());
console.log(`listening ${server.url}`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(async () => {
    await (await getDbHandle()).close();
    process.exit(0);
  });
});
