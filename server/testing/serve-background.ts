// A server process without Next.js: what instrumentation.ts starts (database, embedded worker, graceful
// shutdown), for tests that send a real process SIGTERM. Prints "ready" once the worker runs.
import { startServer } from '../startup';

await startServer();
console.log('ready');
