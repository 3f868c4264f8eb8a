import fs from 'node:fs';

/**
 * Creates (or takes back) a directory only this user may read or enter (0700). The embedded database writes its
 * files readable and writable by everyone (PGlite's file system layer ignores modes), and shares itself with the
 * CLI on a socket that accepts anyone who reaches it: the folders around them are what keeps other local users out.
 */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) {
    throw new Error(`${dir} must be a directory owned by this user: it holds the embedded database.`);
  }
  // mkdir's mode is filtered by the umask, and an existing directory keeps its own: set it outright.
  fs.chmodSync(dir, 0o700);
}
