import { describe, expect, it } from 'vitest';
import { csvCell, csvTable } from './csv';
import { phoneForSpreadsheet } from './phone';

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
    // Phone numbers as the export writes them open as text in a spreadsheet and hold nothing a formula can call.
    ['+1 415 555 0123', '+1 415 555 0123'],
    ['+81 3-1234-5678', '+81 3-1234-5678'],
    ['+1 415 555 0123; +44 7911 123456', '+1 415 555 0123; +44 7911 123456'],
    // Anything else that starts like a formula keeps its apostrophe, whatever digits it also holds.
    ['+14155550123', "'+14155550123"],
    ['+1 415 555 0123 A1', "'+1 415 555 0123 A1"],
    ['+1 415 555 0123;cmd', "'+1 415 555 0123;cmd"],
    ['+1 (415) 555', "'+1 (415) 555"],
    ['+1  415', "'+1  415"],
    ['-1 415', "'-1 415"],
    ['+1 415\n=2', `"'+1 415\n=2"`],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes every number of many countries in a form that is left as it is', () => {
    const numbers = ['+14155550101', '+447911123456', '+81312345678', '+493012345678', '+33612345678', '+5511987654321', '+61412345678', '+8613812345678', '+390612345678', '+972501234567', '+79123456789', '+525512345678', '+919876543210'];
    for (const n of numbers) {
      const shown = phoneForSpreadsheet(n);
      expect(shown.replaceAll(/[\s-]/g, '')).toBe(n);
      expect(csvCell(shown)).toBe(shown);
    }
    expect(csvCell(numbers.map(phoneForSpreadsheet).join('; '))).not.toMatch(/^'/);
  });

  it('writes a header and one line per row', () => {
    const rows = [{ k: 'Sales, West', n: 2 }, { k: '-x', n: 0 }];
    expect(csvTable([{ header: 'agent', value: (r) => r.k }, { header: 'calls', value: (r) => r.n }], rows)).toBe('agent,calls\n"Sales, West",2\n\'-x,0\n');
  });
});
