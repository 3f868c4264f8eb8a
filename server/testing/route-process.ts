import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { childEnvFor } from './child-process';
import { nodeArgsFor } from './child-bundle';

/**
 * Starts a second server process on this test file's database serving one route (app/_testing/route-process.ts)
 * and answers its URL; the process is added to `children`, and ends when the test closes its standard input.
 */
export async function startRouteProcess(route: 'calls' | 'imports' | 'calendar-events', children: ChildProcess[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, [...nodeArgsFor('app/_testing/route-process.ts'), route], {
    cwd: process.cwd(),
    env: await childEnvFor(env),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  for await (const line of createInterface({ input: child.stdout! })) {
    const m = /^listening (\S+)/.exec(line);
    if (m) return m[1];
  }
  throw new Error('the server process ended before listening');
}
