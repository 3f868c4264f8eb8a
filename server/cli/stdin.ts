import { usageError } from './command';

/** More than any password or token: a file piped in by mistake is refused instead of read whole. */
const MAX_STDIN_BYTES = 64 * 1024;

/**
 * A piped standard input, whole, for a secret given with --password-stdin (which keeps it out of shell history
 * and `ps`). The one line break that `echo` or a here-string adds is dropped; anything else, spaces included, is
 * the secret. A terminal is refused rather than waited on: what is typed there would be echoed on the screen.
 */
export async function readPipedInput(stream: NodeJS.ReadableStream & { isTTY?: boolean }): Promise<string> {
  if (stream.isTTY) throw usageError(`standard input is a terminal; pipe the secret in: printf '%s' "$PASSWORD" | npm run cli -- …`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > MAX_STDIN_BYTES) throw usageError(`standard input is longer than ${MAX_STDIN_BYTES} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}
