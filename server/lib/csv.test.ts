import { describe, expect, it } from 'vitest';
import { csvCell, csvTable } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    [null, ''],
    [-3, "'-3"],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1415', "'+1415"],
    ['@cmd', "'@cmd"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1,2', `"'=1,2"`],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a header and one line per row', () => {
    const rows = [{ k: 'Sales, West', n: 2 }, { k: '-x', n: 0 }];
    expect(csvTable([{ header: 'agent', value: (r) => r.k }, { header: 'calls', value: (r) => r.n }], rows)).toBe('agent,calls\n"Sales, West",2\n\'-x,0\n');
  });
});
