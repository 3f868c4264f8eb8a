import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** CPU seconds (user + system) used so far by a process and all its descendants, from /proc. */
export function treeCpuSeconds(rootPid: number): number {
  const ticks = 100; // CLK_TCK on Linux
  let total = 0;
  for (const pid of descendants(rootPid)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // exited
    }
  }
  return total;
}

/** Resident memory (bytes) of a process and all its descendants now, from /proc. */
export function treeRssBytes(rootPid: number): number {
  let total = 0;
  for (const pid of descendants(rootPid)) {
    try {
      const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // exited
    }
  }
  return total;
}

function descendants(pid: number): number[] {
  const out = [pid];
  try {
    const kids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n').map((s) => Number(s.trim())).filter(Boolean);
    for (const k of kids) out.push(...descendants(k));
  } catch {
    // no children
  }
  return out;
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const ok = await fetch(url).then((r) => r.status < 500, () => false);
    if (ok) return;
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export function startProcess(cmd: string, args: string[], env: Record<string, string>, logFile: string): ChildProcess {
  const out = fs.openSync(logFile, 'w');
  return spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
}

/** Stops a process and its whole group (next start forks its server). */
export function stopProcess(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
