import { describe, expect, it } from 'vitest';
import { checkLines, toUtf8 } from './file-text';
import { readHeaderRow } from './header';

const bytes = (s: string, encoding: BufferEncoding = 'utf8') => Buffer.from(s, encoding);

describe('checkLines', () => {
  it.each([
    ['LF lines', bytes('a,b\nJosé,1\n'), null],
    ['CRLF lines and no final break', bytes('a,b\r\nJosé,1'), null],
    ['CR-only lines (old Mac exports), each short', bytes(`a,b\r${'x,1\r'.repeat(100_000)}`), null],
    ['a Latin-1 byte on line 3', bytes('a\nb\nJos\xe9\nd\n', 'latin1'), /^Line 3 of the file is not valid UTF-8: it looks like Windows-1252 \(Western European, Latin-1\), in which it reads "José"\. Send it with Content-Type: text\/csv; charset=windows-1252/],
    ['a Windows-1252 euro sign and quotes', bytes('a\n\x93Caf\xe9\x94 \x80 5\r\n', 'latin1'), /^Line 2 .* in which it reads "“Café” € 5"\./],
    ['a UTF-16 file', bytes('\ufeffa,b\n', 'utf16le'), /^The file is in UTF-16 \(it starts with a UTF-16 byte order mark\), not UTF-8\. Save it as UTF-8/],
    ['bytes that are neither UTF-8 nor Windows-1252 text', Buffer.concat([bytes('a\n'), Buffer.from([0x81, 0x01, 0x0a])]), /^Line 2 of the file is not valid UTF-8, nor Western European \(Windows-1252\) text\. Save the file as UTF-8/],
    ['a CESU-encoded surrogate on line 2', Buffer.concat([bytes('a\n'), Buffer.from([0xed, 0xa0, 0x80]), bytes('\n')]), /^Line 2 /],
    ['a bad byte past the first block', Buffer.concat([bytes('a,b\n' + 'x,1\n'.repeat(400_000)), Buffer.from([0xff])]), /^Line 400002 /],
    ['a line of 20 bytes with a limit of 16', bytes('a\n' + 'x'.repeat(20) + '\nb\n'), /^Line 2 of the file is longer than 0 KiB/],
    ['a final line over the limit', bytes('a\n' + 'x'.repeat(17)), /^Line 2 /],
  ])('%s', async (_, file, refusal) => {
    const checked = checkLines(file, /limit of 16|final line/.test(_) ? 16 : undefined);
    if (refusal) await expect(checked).rejects.toMatchObject({ code: 'invalid_csv', message: expect.stringMatching(refusal) });
    else await expect(checked).resolves.toBeUndefined();
  });

  it('takes a line of exactly the limit', async () => {
    await expect(checkLines(bytes('a\n' + 'x'.repeat(15) + '\n'), 16)).resolves.toBeUndefined();
    await expect(checkLines(bytes('a\n' + 'x'.repeat(16)), 16)).resolves.toBeUndefined();
  });
});

describe('toUtf8', () => {
  it('reads Windows-1252 (Latin-1, with its euro sign) across block boundaries, and leaves UTF-8 as it is', async () => {
    const latin1 = Buffer.concat([Buffer.alloc(1024 * 1024 - 1, 'a'), Buffer.from([0xe9, 0x80, 0x0a])]);
    const utf8 = await toUtf8(latin1, 'windows-1252');
    expect(utf8.subarray(-7).toString('utf8')).toBe('aé€\n');
    const same = bytes('José');
    expect(await toUtf8(same, 'utf-8')).toEqual(same);
  });
});

describe('readHeaderRow', () => {
  it.each([
    ['a BOM, blank lines and semicolons', '\ufeff\r\n\r\nName;Phone\r\nA;1', { headers: ['Name', 'Phone'], delimiter: ';' }],
    ['a quoted line break in a name', '"First\nname",Phone\nA,1', { headers: ['First\nname', 'Phone'], delimiter: ',' }],
    ['500 columns', Array.from({ length: 500 }, (_, i) => `c${i}`).join(',') + '\n', { headers: expect.any(Array), delimiter: ',' }],
  ])('reads %s', (_, text, expected) => {
    expect(readHeaderRow(bytes(text))).toEqual(expected);
  });

  it.each([
    ['an empty file', '', /the file is empty/],
    ['a file of blank lines', '\ufeff\r\n\n', /the file is empty/],
    ['501 columns', Array.from({ length: 501 }, (_, i) => `c${i}`).join(',') + '\n', /501 columns, more than the 500/],
    ['501 columns, 500 of them on the second line of a quoted name', `"a\nb"${','.repeat(500)}\n`, /501 columns/],
    ['a header longer than 128 KiB', 'x'.repeat(128 * 1024 + 1), /longer than 128 KiB/],
    ['a header of one quoted name running past 128 KiB', `"${'x\n'.repeat(70_000)}`, /cannot be read as CSV/],
    ['a repeated name', 'name,phone,name\n', /"name" appears twice/],
    ['an empty header row', ' , \nA,B', /header row is empty/],
    ['a NUL in a name', 'na\u0000me\nA', /NUL/],
  ])('refuses %s', (_, text, refusal) => {
    expect(() => readHeaderRow(bytes(text))).toThrow(expect.objectContaining({ code: 'invalid_csv', message: expect.stringMatching(refusal) }));
  });
});
