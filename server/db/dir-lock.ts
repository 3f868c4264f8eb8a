import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process per data folder, and opening it twice corrupts it. The opener holds
 * `<dir>.lock` (its pid); a lock whose process is gone is taken over.
 */
export function tryLockDir(dir: string): boolean {
  const file = `${dir}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let i = 0; i < 2; i++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already released
        }
      };
      process.once('exit', release);
      return true;
    } catch {
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder === process.pid) return true;
      if (isAlive(holder)) return false;
      fs.rmSync(file, { force: true });
    }
  }
  return false;
}

export function unlockDir(dir: string): void {
  const file = `${dir}.lock`;
  try {
    if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
  } catch {
    // not held
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
