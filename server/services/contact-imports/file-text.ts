import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError } from '../../errors';
import { MAX_LINE_BYTES } from './limits';
import type { ImportCharset } from './schema';

/** Work on a file is done this many bytes at a time, with a turn of the event loop between: other requests go on. */
const BLOCK_BYTES = 1024 * 1024;
const LF = 0x0a;
const CR = 0x0d;

/** Windows-1252's characters for bytes 0x80 to 0x9F (the five it leaves undefined stay control characters). */
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const kib = (n: number) => `${Math.round(n / 1024)} KiB`;

/** The file as UTF-8: a Windows-1252 (Latin-1) file is converted a block at a time; UTF-8 is returned as is. */
export async function toUtf8(bytes: Uint8Array, charset: ImportCharset): Promise<Buffer> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (charset === 'utf-8') return buf;
  // Every byte is one character, so a block boundary can fall anywhere. Node's TextDecoder reads windows-1252 as
  // Latin-1 (0x80-0x9F as control characters), so those 32 bytes are mapped here, as the Encoding standard does.
  const parts: Buffer[] = [];
  for (let at = 0; at < buf.length; at += BLOCK_BYTES) {
    const text = buf.subarray(at, at + BLOCK_BYTES).toString('latin1').replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]);
    parts.push(Buffer.from(text, 'utf8'));
    await nextTurn();
  }
  return Buffer.concat(parts);
}

/**
 * Refuses (400 invalid_csv, naming the line) a file with a line longer than MAX_LINE_BYTES or bytes that are not
 * UTF-8, instead of storing U+FFFD in their place. Lines are checked a block at a time, yielding between blocks.
 * A line break never falls inside a UTF-8 sequence, so a block cut after one checks on its own.
 */
export async function checkLines(bytes: Buffer, maxLineBytes = MAX_LINE_BYTES): Promise<void> {
  let at = 0;
  let line = 1;
  while (at < bytes.length) {
    const blockStart = at;
    const blockLine = line;
    while (at < bytes.length && at - blockStart < BLOCK_BYTES) {
      const next = lineEnd(bytes, at, maxLineBytes);
      if (next < 0) throw new AppError('invalid_csv', `Line ${line} of the file is longer than ${kib(maxLineBytes)}, the most a line may hold.`);
      at = next;
      line++;
    }
    if (!isUtf8(bytes.subarray(blockStart, at))) {
      throw new AppError('invalid_csv', notUtf8(bytes, badLine(bytes, blockStart, at, blockLine, maxLineBytes)));
    }
    await nextTurn();
  }
}

/**
 * Where the line starting at `at` ends (after its line break), or -1 when it holds more than `max` bytes. Only
 * `max` bytes are searched, so a file of one enormous line costs no more than a short one. Lines ended by CR
 * alone (old Mac exports) are found when no LF comes within the limit.
 */
function lineEnd(bytes: Buffer, at: number, max: number): number {
  const window = bytes.subarray(at, at + max + 1);
  const lf = window.indexOf(LF);
  if (lf >= 0) return at + lf + 1;
  const cr = window.indexOf(CR);
  if (cr >= 0) return at + cr + 1;
  return at + window.length === bytes.length && window.length <= max ? bytes.length : -1;
}

/** The first line of a block that is not UTF-8: its number and where its bytes are. */
function badLine(bytes: Buffer, from: number, to: number, firstLine: number, max: number): { line: number; start: number; end: number } {
  let line = firstLine;
  for (let at = from; at < to; line++) {
    const next = lineEnd(bytes, at, max);
    if (!isUtf8(bytes.subarray(at, next))) return { line, start: at, end: next };
    at = next;
  }
  return { line: firstLine, start: from, end: to };
}

/** Control bytes no text line holds, and the five bytes Windows-1252 leaves undefined. */
const NOT_CP1252_TEXT = /[\x00-\x08\x0b\x0c\x0e-\x1f\x81\x8d\x8f\x90\x9d]/;
const SHOWN_CHARS = 60;

/**
 * Why a file is refused as not UTF-8, naming the encoding it is in when that can be told: UTF-16 by its byte
 * order mark, Windows-1252 (Latin-1) when the line reads as text in it (the line is shown as it would read).
 */
function notUtf8(all: Buffer, bad: { line: number; start: number; end: number }): string {
  if ((all[0] === 0xff && all[1] === 0xfe) || (all[0] === 0xfe && all[1] === 0xff)) {
    return 'The file is in UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8. Save it as UTF-8 (in Excel, "CSV UTF-8") and send it again.';
  }
  const raw = all.subarray(bad.start, bad.end).toString('latin1').replace(/[\r\n]+$/, '');
  if (!NOT_CP1252_TEXT.test(raw)) {
    const text = raw.replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]);
    const shown = text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
    return (
      `Line ${bad.line} of the file is not valid UTF-8: it looks like Windows-1252 (Western European, Latin-1), in which it reads "${shown}". ` +
      'Send it with Content-Type: text/csv; charset=windows-1252 to import it as that, or save the file as UTF-8.'
    );
  }
  return `Line ${bad.line} of the file is not valid UTF-8, nor Western European (Windows-1252) text. Save the file as UTF-8 and send it again.`;
}
