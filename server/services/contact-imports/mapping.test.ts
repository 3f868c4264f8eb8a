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
  const columns = ['full_name', 'phone_number', 'other_phone_numbers', 'tags', 'status', 'team_id', 'context.n', 'email'].map((target, index) => ({ index, target }));
  const number = { coerce: (v: string) => (Number.isFinite(Number(v)) ? { ok: true as const, value: Number(v) } : { ok: false as const, reason: 'must be a number' }) };
  const vars = new Map([['n', number]]);
  it.each([
    [['Ada King Lovelace', "'+14155550101", '+14155550102 +14155550101', 'a, b;c|d', 'Not Contacted', '12', '3.5', ''],
      { row: { first_name: 'Ada', last_name: 'King Lovelace', phone_numbers: [{ phone_number: '+14155550101' }, { phone_number: '+14155550102' }], tags: ['a', 'b', 'c', 'd'], status: 'not_contacted', team_id: 12, custom_context: { n: 3.5 } } }],
    [['', '', '', '', '', 'x', '', ' a@b.co '], { row: { team_id: 'x', email: 'a@b.co' } }],
    [['Ada', '', '', '', '', '', 'many', ''], { error: 'n: must be a number' }],
    [['Ada'], { row: { first_name: 'Ada' } }],
  ])('%j', (record, expected) => {
    expect(rowFromRecord(record, columns, vars)).toEqual(expected);
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
