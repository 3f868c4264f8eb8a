import { describe, expect, it } from 'vitest';
import { planPhones, type StoredPhone } from './phone-plan';
import type { PhoneNumberInput } from './schema';

const stored = (id: number, phoneNumber: string, isPrimary = false, extra: Partial<StoredPhone> = {}): StoredPhone => ({
  id, phoneNumber, isPrimary, phoneType: null, doNotCall: false, ...extra,
});
const A = '+14155550101';
const B = '+14155550102';
const C = '+14155550103';

function ok(mode: 'replace' | 'merge', entries: PhoneNumberInput[], existing: StoredPhone[] = [], country = 'US') {
  const plan = planPhones(mode, entries, existing, country);
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return plan.phones.map((p) => `${p.id ?? 'new'}:${p.phoneNumber}${p.isPrimary ? '*' : ''}${p.doNotCall ? ' dnc' : ''}${p.phoneType ? ` ${p.phoneType}` : ''}`);
}
function errors(mode: 'replace' | 'merge', entries: PhoneNumberInput[], existing: StoredPhone[] = []) {
  const plan = planPhones(mode, entries, existing, 'US');
  if (plan.ok) throw new Error('expected errors');
  return plan.errors.map((e) => e.path);
}

describe('planPhones: replace (create and PUT)', () => {
  it.each<[string, PhoneNumberInput[], string[]]>([
    ['no numbers', [], []],
    ['the first is primary when none says so', [{ phone_number: A }, { phone_number: B }], [`new:${A}*`, `new:${B}`]],
    ['an explicit primary wins', [{ phone_number: A }, { phone_number: B, primary: true }], [`new:${A}`, `new:${B}*`]],
    ['primary false everywhere still gives one', [{ phone_number: A, primary: false }, { phone_number: B, primary: false }], [`new:${A}*`, `new:${B}`]],
    ['national format in the country', [{ phone_number: '(415) 555-0103', phone_type: 'work', do_not_call: true }], [`new:${C}* dnc work`]],
    ['ids are ignored', [{ id: 99, phone_number: A }], [`new:${A}*`]],
  ])('%s', (_, entries, expected) => {
    expect(ok('replace', entries, [stored(1, C, true)])).toEqual(expected);
  });

  it('reads numbers in the contact country', () => {
    expect(ok('replace', [{ phone_number: '020 7183 8750' }], [], 'GB')).toEqual(['new:+442071838750*']);
  });

  it.each<[string, PhoneNumberInput[], string[]]>([
    ['invalid number', [{ phone_number: A }, { phone_number: '12' }], ['phone_numbers.1.phone_number']],
    ['missing number', [{ phone_type: 'mobile' }], ['phone_numbers.0.phone_number']],
    ['two primaries', [{ phone_number: A, primary: true }, { phone_number: B, primary: true }], ['phone_numbers.1.primary']],
    ['same number twice, spelled differently', [{ phone_number: A }, { phone_number: '(415) 555-0101' }], ['phone_numbers.1.phone_number']],
    ['several problems at once', [{ phone_number: 'x' }, { phone_number: 'y' }], ['phone_numbers.0.phone_number', 'phone_numbers.1.phone_number']],
  ])('%s → validation details', (_, entries, paths) => {
    expect(errors('replace', entries)).toEqual(paths);
  });

  it('caps the numbers of a contact', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ phone_number: `+1415555${String(1000 + i)}` }));
    expect(errors('replace', many)).toEqual(['phone_numbers']);
  });
});

describe('planPhones: merge (PATCH)', () => {
  const existing = () => [stored(1, A, true), stored(2, B)];

  it.each<[string, PhoneNumberInput[], string[]]>([
    ['nothing sent keeps everything', [], [`1:${A}*`, `2:${B}`]],
    ['an entry without id is added', [{ phone_number: C }], [`1:${A}*`, `2:${B}`, `new:${C}`]],
    ['an entry with id updates that number only', [{ id: 2, do_not_call: true, phone_type: 'home' }], [`1:${A}*`, `2:${B} dnc home`]],
    ['an entry with id can change the number', [{ id: 2, phone_number: C }], [`1:${A}*`, `2:${C}`]],
    ['primary moves to an existing number', [{ id: 2, primary: true }], [`1:${A}`, `2:${B}*`]],
    ['primary moves to a new number', [{ phone_number: C, primary: true }], [`1:${A}`, `2:${B}`, `new:${C}*`]],
    ['demoting the primary promotes the next', [{ id: 1, primary: false }], [`1:${A}`, `2:${B}*`]],
    ['swapping two numbers is fine', [{ id: 1, phone_number: B }, { id: 2, phone_number: A }], [`1:${B}*`, `2:${A}`]],
  ])('%s', (_, entries, expected) => {
    expect(ok('merge', entries, existing())).toEqual(expected);
  });

  it('makes the first number primary on a contact that had none', () => {
    expect(ok('merge', [{ phone_number: A }, { phone_number: B }], [])).toEqual([`new:${A}*`, `new:${B}`]);
  });

  it.each<[string, PhoneNumberInput[], string[]]>([
    ['an id that is not on this contact', [{ id: 77, phone_type: 'x' }], ['phone_numbers.0.id']],
    ['the same id twice', [{ id: 2, phone_type: 'a' }, { id: 2, phone_type: 'b' }], ['phone_numbers.1.id']],
    ['a new number equal to a kept one', [{ phone_number: '4155550102' }], ['phone_numbers.0.phone_number']],
    ['an update that duplicates another number', [{ id: 2, phone_number: A }], ['phone_numbers.0.phone_number']],
    ['a new entry without a number', [{ phone_type: 'mobile' }], ['phone_numbers.0.phone_number']],
    ['an invalid number on an update', [{ id: 1, phone_number: 'abc' }], ['phone_numbers.0.phone_number']],
    ['two primaries', [{ id: 1, primary: true }, { id: 2, primary: true }], ['phone_numbers.1.primary']],
  ])('%s → validation details', (_, entries, paths) => {
    expect(errors('merge', entries, existing())).toEqual(paths);
  });
});
