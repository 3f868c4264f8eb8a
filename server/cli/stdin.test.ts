import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPipedInput } from './stdin';

const piped = (...chunks: (string | Buffer)[]) => Readable.from(chunks);

describe('reading a secret from standard input', () => {
  it('keeps everything but the one line break echo adds', async () => {
    const cases: [(string | Buffer)[], string][] = [
      [['secret\n'], 'secret'],
      [['secret\r\n'], 'secret'],
      [['secret'], 'secret'],
      [['  spaced out \n\n'], '  spaced out \n'],
      [['pa', Buffer.from('ss wörd'), '\n'], 'pass wörd'],
      [[], ''],
    ];
    for (const [chunks, want] of cases) expect(await readPipedInput(piped(...chunks)), JSON.stringify(chunks)).toBe(want);
  });

  it('refuses a terminal instead of waiting on it, and a file piped in by mistake', async () => {
    const tty = Object.assign(piped('x'), { isTTY: true });
    await expect(readPipedInput(tty)).rejects.toMatchObject({ code: 'usage', message: expect.stringMatching(/terminal/) });
    await expect(readPipedInput(piped(Buffer.alloc(64 * 1024 + 1)))).rejects.toMatchObject({ code: 'usage' });
    expect(await readPipedInput(piped(Buffer.alloc(64 * 1024, 'a')))).toHaveLength(64 * 1024);
  });
});
