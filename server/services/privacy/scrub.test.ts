import { describe, expect, it } from 'vitest';
import { ERASED, needlesOf, patternOf, scrubJson, scrubJsonText, scrubText } from './scrub';

const ann = { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.test', numbers: ['+14155550123'] };
const pattern = patternOf(needlesOf(ann))!;

describe('the erasure scrub', () => {
  it.each([
    ['Ann Lee called', `${ERASED} called`],
    ['Annual report by Leeds', 'Annual report by Leeds'],
    ['call ANN back', `call ${ERASED} back`],
    ['write to ann.lee@example.test today', `write to ${ERASED} today`],
    ['on +14155550123 or 14155550123 or 4155550123', `on ${ERASED} or ${ERASED} or ${ERASED}`],
    ['order 941555501234 is not a number of hers', 'order 941555501234 is not a number of hers'],
    ['nothing here', 'nothing here'],
  ])('%s', (text, expected) => {
    expect(scrubText(text, pattern)).toBe(expected);
  });

  it('keeps needles of at least three characters, and no empty ones', () => {
    expect(needlesOf({ firstName: 'Al', lastName: null, email: null, numbers: [] })).toEqual([]);
    expect(needlesOf(ann)).toEqual(['Ann', 'Lee', 'Ann Lee', 'ann.lee@example.test', '+14155550123', '14155550123', '4155550123']);
  });

  it('blanks strings anywhere in JSON, leaving keys, numbers and structure', () => {
    const value = { contact: { first_name: 'Ann', phone: '+14155550123', tags: ['Ann Lee', 'vip'] }, Ann: 3, n: 7 };
    expect(scrubJson(value, pattern)).toEqual({ contact: { first_name: ERASED, phone: ERASED, tags: [ERASED, 'vip'] }, Ann: 3, n: 7 });
    expect(JSON.parse(scrubJsonText(JSON.stringify(value), pattern)).contact.first_name).toBe(ERASED);
    expect(scrubJsonText('not json, Ann', pattern)).toBe(`not json, ${ERASED}`);
  });
});
