import { describe, expect, it } from 'vitest';
import { calleeArea } from '../../lib/callee-area';
import { areaCodeOf, rankCallerNumbers, REST_MIN_CALLS, shouldRest, type NumberPlace } from './local-presence';
import { dayOf } from './usage';

const placeOf = async (n: string): Promise<NumberPlace> => ({ areaCode: areaCodeOf(n), subdivision: (await calleeArea(n)).subdivision });

describe('areaCodeOf', () => {
  it.each([
    ['+14155550123', '1-415'],
    ['+12125550123', '1-212'],
    ['+14165550123', '1-416'],
    ['+442071234567', null],
    ['+1415', null],
    ['not a number', null],
  ])('%s → %s', (n, code) => expect(areaCodeOf(n)).toBe(code));
});

describe('rankCallerNumbers', () => {
  const numbers = ['+12125550111', '+16195550111', '+14155550111', '+14155550100', '+15035550111'].map((phoneNumber, id) => ({ id, phoneNumber }));
  const own = '+14155550100';

  it.each([
    // The callee's area code first (the agent's own number is one of them), then its state, then the agent's own, then the rest.
    ['+14155550201', ['+14155550111', '+14155550100', '+16195550111', '+12125550111', '+15035550111']],
    ['+13105550201', ['+16195550111', '+14155550111', '+14155550100', '+12125550111', '+15035550111']],
    ['+12125550201', ['+12125550111', '+14155550100', '+16195550111', '+14155550111', '+15035550111']],
    ['+15125550201', ['+14155550100', '+12125550111', '+16195550111', '+14155550111', '+15035550111']],
    ['+442071234567', ['+14155550100', '+12125550111', '+16195550111', '+14155550111', '+15035550111']],
  ])('a call to %s tries %j', async (callee, order) => {
    const places = new Map(await Promise.all(numbers.map(async (n) => [n.phoneNumber, await placeOf(n.phoneNumber)] as const)));
    const ranked = rankCallerNumbers(numbers, places, await placeOf(callee), own);
    expect(ranked.map((r) => r.number.phoneNumber)).toEqual(order);
  });

  it('keeps every number exactly once, whatever the callee', async () => {
    const places = new Map(await Promise.all(numbers.map(async (n) => [n.phoneNumber, await placeOf(n.phoneNumber)] as const)));
    for (const callee of ['+14155550201', '+17185550201', '+18005550201']) {
      const ranked = rankCallerNumbers(numbers, places, await placeOf(callee), null);
      expect(ranked.map((r) => r.number.id).sort()).toEqual(numbers.map((n) => n.id));
      expect(ranked.some((r) => r.tier === 'agent_own')).toBe(false);
    }
  });
});

describe('shouldRest', () => {
  it.each([
    [{ answered: 4, total: 50 }, 0.1, true],
    [{ answered: 5, total: 50 }, 0.1, false],
    [{ answered: 0, total: REST_MIN_CALLS - 1 }, 0.1, false],
    [{ answered: 0, total: 0 }, 0.1, false],
    [{ answered: 12, total: 60 }, 0.25, true],
    [{ answered: 0, total: 500 }, 0, false],
  ])('%j below %d → %s', (stats, floor, rests) => expect(shouldRest(stats, floor)).toBe(rests));
});

describe('dayOf', () => {
  it('counts from midnight in the business zone, DST days included', () => {
    expect(dayOf('America/Los_Angeles', new Date('2026-11-24T05:00:00Z'))).toEqual({
      start: new Date('2026-11-23T08:00:00Z'), end: new Date('2026-11-24T08:00:00Z'),
    });
    // 1 November 2026: clocks go back in Los Angeles, a 25-hour day.
    expect(dayOf('America/Los_Angeles', new Date('2026-11-01T20:00:00Z'))).toEqual({
      start: new Date('2026-11-01T07:00:00Z'), end: new Date('2026-11-02T08:00:00Z'),
    });
    expect(dayOf('Not/AZone', new Date('2026-11-24T05:00:00Z'))).toEqual({
      start: new Date('2026-11-24T00:00:00Z'), end: new Date('2026-11-25T00:00:00Z'),
    });
  });
});
