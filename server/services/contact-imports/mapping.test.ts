import { describe, expect, it } from 'vitest';
import { csvCell, unescapeCsvCell } from '../../lib/csv';
import { detectDelimiter, guessMapping, mappingProblems, rowFromRecord } from './mapping';

describe('guessMapping', () => {
  it.each([
    [['First Name', 'Last Name', 'Mobile', 'E-mail', 'Organisation', 'Postal Code', 'Labels'],
      { 'First Name': 'first_name', 'Last Name': 'last_name', Mobile: 'phone_number', 'E-mail': 'email', Organisation: 'company', 'Postal Code': 'zip_code', Labels: 'tags' }],
    [['Name', 'Phone', 'Work Phone', 'budget', 'Favourite colour'], { Name: 'full_name', Phone: 'phone_number', 'Work Phone': 'phone_number', budget: 'context.budget' }],
    [['first_name', 'name', 'email', 'email'], { first_name: 'first_name', email: 'email' }],
    [['zip_code', 'STATUS', 'stage', 'other_phone_numbers'], { zip_code: 'zip_code', STATUS: 'status', stage: 'stage', other_phone_numbers: 'other_phone_numbers' }],
  ])('%j', (headers, expected) => {
    expect(guessMapping(headers, ['budget'])).toEqual(expected);
  });
});

describe('mappingProblems', () => {
  const headers = ['Name', 'Phone', 'Tier'];
  it.each([
    [{ Name: 'first_name', Phone: 'phone_number' }, []],
    [{ Name: 'first_name', Phone: 'fax' }, ['"fax" (column "Phone") is not a contact field']],
    [{ Nom: 'first_name' }, ['column "Nom" is not in the file\'s header row']],
    [{ Name: 'first_name', Tier: 'context.nope' }, ['"context.nope" names no contact variable of the account']],
    [{ Name: 'first_name', Phone: 'first_name' }, ['"first_name" is mapped from two columns']],
    [{ Tier: 'context.tier' }, ['map at least one of first_name, full_name, phone_number or email']],
  ])('%j', (mapping, expected) => {
    const problems = mappingProblems(mapping, headers, ['tier']);
    expect(problems.length).toBe(expected.length);
    expected.forEach((p, i) => expect(problems[i]).toContain(p));
  });
});

describe('rowFromRecord', () => {
  const targets = ['full_name', 'phone_number', 'other_phone_numbers', 'tags', 'status', 'team_id', 'context.n', 'email', 'custom_context.colour', 'industry_context.policy'];
  const columns = targets.map((target, index) => ({ index, target, column: `Col ${index}` }));
  const number = { coerce: (v: string) => (Number.isFinite(Number(v)) ? { ok: true as const, value: Number(v) } : { ok: false as const, reason: 'must be a number' }) };
  const vars = new Map([['n', number]]);
  const src = (index: number, value: string) => ({ column: `Col ${index}`, value });
  it.each([
    [['Ada King Lovelace', "'+14155550101", '+1 415 555 0102; +14155550101', 'a, b;c|d', 'Not Contacted', '12', '3.5', '', 'teal', 'P-1'],
      {
        row: {
          first_name: 'Ada', last_name: 'King Lovelace', phone_numbers: [{ phone_number: '+14155550101' }, { phone_number: '+1 415 555 0102' }],
          tags: ['a', 'b', 'c', 'd'], status: 'not_contacted', team_id: 12, custom_context: { n: 3.5, colour: 'teal' }, industry_context: { policy: 'P-1' },
        },
        sources: {
          first_name: src(0, 'Ada King Lovelace'), last_name: src(0, 'Ada King Lovelace'), 'phone_numbers.0.phone_number': src(1, '+14155550101'),
          'phone_numbers.1.phone_number': src(2, '+1 415 555 0102; +14155550101'), tags: src(3, 'a, b;c|d'), status: src(4, 'Not Contacted'), team_id: src(5, '12'),
          'custom_context.n': src(6, '3.5'), 'custom_context.colour': src(8, 'teal'), 'industry_context.policy': src(9, 'P-1'),
        },
      }],
    // Numbers an older export listed with spaces, each with its plus.
    [['', '', '+14155550102 +14155550103', '', '', 'x', '', ' a@b.co '], {
      row: { team_id: 'x', email: 'a@b.co', phone_numbers: [{ phone_number: '+14155550102' }, { phone_number: '+14155550103' }] },
      sources: { team_id: src(5, 'x'), email: src(7, 'a@b.co'), 'phone_numbers.0.phone_number': src(2, '+14155550102 +14155550103'), 'phone_numbers.1.phone_number': src(2, '+14155550102 +14155550103') },
    }],
    [['Ada', '', '', '', '', '', 'many', ''], { problem: { column: 'Col 6', value: 'many', reason: 'must be a number' } }],
    [['Ada'], { row: { first_name: 'Ada' }, sources: { first_name: src(0, 'Ada') } }],
  ])('%j', (record, expected) => {
    expect(rowFromRecord(record, columns, vars)).toEqual(expected);
  });
});

describe('mappingProblems of context keys', () => {
  it.each([
    [{ A: 'custom_context.colour', B: 'industry_context.policy number' }, []],
    [{ A: 'custom_context.' }, ['needs a key']],
    [{ A: 'industry_context.a.b' }, ['needs a key']],
    [{ A: 'custom_context.tier', B: 'context.tier' }, ['"context.tier" is mapped from two columns']],
    [{ A: 'custom_context.x', B: 'industry_context.x' }, ['map at least one']],
  ])('%j', (mapping, expected) => {
    const problems = mappingProblems({ ...mapping, ...(expected[0] === 'map at least one' ? {} : { C: 'first_name' }) }, ['A', 'B', 'C'], ['tier']);
    expect(problems.length).toBe(expected.length);
    expected.forEach((p, i) => expect(problems[i]).toContain(p));
  });

  it('guesses a column named for a context key', () => {
    expect(guessMapping(['custom_context.colour', 'industry_context.policy', 'custom_context.'])).toEqual({ 'custom_context.colour': 'custom_context.colour', 'industry_context.policy': 'industry_context.policy' });
  });
});

describe('detectDelimiter and the formula escape', () => {
  it.each([
    ['a,b,c\n1;2;3', ','],
    ['a;b;c\n1,2,3', ';'],
    ['"x,y";b;c', ';'],
    ['a\tb\tc', '\t'],
    ['\uFEFFsingle', ','],
  ])('%j → %j', (text, d) => expect(detectDelimiter(text)).toBe(d));

  it.each([
    ['=1+2', "'=1+2"], ['+1415', "'+1415"], ['-5', "'-5"], ['@SUM(A1)', "'@SUM(A1)"], ['\tx', "'\tx"], ['a,b', '"a,b"'], ['say "hi"', '"say ""hi"""'], ['plain', 'plain'],
  ])('%j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
    if (!/[",]/.test(value)) expect(unescapeCsvCell(cell)).toBe(value);
  });
});
