import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksAt, decide, defaultCallingHours, type RulesInput } from './calling-rules';

const noHolidays = () => false;
const base = (over: Partial<RulesInput>): RulesInput => ({
  at: new Date('2026-11-23T15:00:00Z'),
  purpose: 'marketing',
  zones: ['America/New_York'],
  jurisdictions: ['US'],
  accountHours: defaultCallingHours,
  holidays: true,
  isHoliday: noHolidays,
  doNotCall: false,
  recentDials: [],
  maxAttemptsPer24h: 2,
  ...over,
});
const iso = (d: Date | null) => d?.toISOString() ?? null;
const codes = (input: RulesInput) => decide(input).blocks.map((b) => b.code);

describe('calling rules', () => {
  it.each([
    // [case, input, allowed, next allowed (UTC), block codes]
    ['Kentucky, 09:30 on a Monday: the state opens at 10:00', { at: new Date('2026-11-23T14:30:00Z'), jurisdictions: ['US', 'US-KY'] }, false, '2026-11-23T15:00:00.000Z', ['outside_calling_hours']],
    ['Kentucky, informational at 09:30: only the account hours apply', { at: new Date('2026-11-23T14:30:00Z'), jurisdictions: ['US', 'US-KY'], purpose: 'informational' as const }, true, '2026-11-23T14:30:00.000Z', []],
    ['New York, 08:30: the account opens at 09:00', { at: new Date('2026-11-23T13:30:00Z') }, false, '2026-11-23T14:00:00.000Z', ['outside_calling_hours']],
    ['Florida, 20:30: the state closes at 20:00, the account too', { at: new Date('2026-11-24T01:30:00Z'), jurisdictions: ['US', 'US-FL'] }, false, '2026-11-24T14:00:00.000Z', ['outside_calling_hours']],
    ['Alabama, a Sunday: no marketing calls, and the account does not call on Sundays', { at: new Date('2026-11-22T16:00:00Z'), zones: ['America/Chicago'], jurisdictions: ['US', 'US-AL'] }, false, '2026-11-23T15:00:00.000Z', ['day_not_allowed']],
    ['Toronto, a Saturday at 09:30: Canada opens at 10:00 on weekends', { at: new Date('2026-11-21T14:30:00Z'), zones: ['America/Toronto'], jurisdictions: ['CA', 'CA-ON'] }, false, '2026-11-21T15:00:00.000Z', ['outside_calling_hours']],
    ['Idaho, two zones: 09:00 in Boise is 08:00 in Los Angeles', { at: new Date('2026-11-23T16:00:00Z'), zones: ['America/Boise', 'America/Los_Angeles'], jurisdictions: ['US', 'US-ID'] }, false, '2026-11-23T17:00:00.000Z', ['outside_calling_hours']],
    ['do-not-call: never, at no later time', { doNotCall: true }, false, null, ['do_not_call']],
  ])('%s', (_name, over, allowed, next, blocks) => {
    const input = base(over);
    const d = decide(input);
    expect(d.allowed).toBe(allowed);
    expect(iso(d.nextAllowedAt)).toBe(next);
    expect([...new Set(codes(input))]).toEqual(blocks);
  });

  it('names the law that blocks, and the account setting', () => {
    const d = decide(base({ at: new Date('2026-11-23T14:30:00Z'), jurisdictions: ['US', 'US-KY'] }));
    expect(d.blocks).toEqual([expect.objectContaining({ code: 'outside_calling_hours', source: expect.stringMatching(/KRS 367/) })]);
    const early = decide(base({ at: new Date('2026-11-23T12:30:00Z') }));
    expect(early.blocks.map((b) => b.source)).toEqual(['account settings (calling_hours)', 'TCPA, 47 CFR 64.1200(c)(1)']);
  });

  it('caps dials per rolling 24 hours: the state cap (Florida, 3) below the account cap, freed 24 h after the oldest dial', () => {
    const dials = ['2026-11-23T14:00:00Z', '2026-11-23T15:00:00Z', '2026-11-23T16:00:00Z'].map((s) => new Date(s));
    const fl = base({ at: new Date('2026-11-23T17:00:00Z'), jurisdictions: ['US', 'US-FL'], maxAttemptsPer24h: 10, recentDials: dials });
    const d = decide(fl);
    expect(d.blocks).toEqual([expect.objectContaining({ code: 'frequency_cap', source: expect.stringMatching(/501\.616/) })]);
    expect(iso(d.nextAllowedAt)).toBe('2026-11-24T14:00:00.000Z');
    // Two dials under an account cap of 2 block an informational call too; dials older than 24 h do not count.
    expect(codes(base({ purpose: 'informational', recentDials: dials.slice(0, 2), at: new Date('2026-11-23T17:00:00Z') }))).toEqual(['frequency_cap']);
    expect(decide(base({ recentDials: [new Date('2026-11-22T14:00:00Z'), new Date('2026-11-22T14:59:00Z')] })).allowed).toBe(true);
  });

  it('skips public holidays of the callee, by the account setting and by state law', () => {
    const alHoliday = (j: string, date: string) => j === 'US-AL' && date === '2026-06-01';
    const input = base({ at: new Date('2026-06-01T15:00:00Z'), zones: ['America/Chicago'], jurisdictions: ['US', 'US-AL'], isHoliday: alHoliday });
    const d = decide(input);
    expect(d.allowed).toBe(false);
    expect(d.blocks.map((b) => b.source)).toEqual(['account settings (holidays)', expect.stringMatching(/Alabama/)]);
    expect(iso(d.nextAllowedAt)).toBe('2026-06-02T14:00:00.000Z');
    // With the account setting off, the state's own rule still blocks a marketing call, not an informational one.
    expect(codes({ ...input, holidays: false })).toEqual(['holiday']);
    expect(decide({ ...input, holidays: false, purpose: 'informational' }).allowed).toBe(true);
  });

  it('finds the next moment across DST changes', () => {
    const everyDay = { ...defaultCallingHours, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const };
    // Fall back: Saturday 20:30 EDT → Sunday 09:00 EST (14:00Z, not 13:00Z).
    const fall = decide(base({ at: new Date('2026-11-01T00:30:00Z'), accountHours: { ...everyDay, days: [...everyDay.days] } }));
    expect(iso(fall.nextAllowedAt)).toBe('2026-11-01T14:00:00.000Z');
    // Spring forward: Saturday 21:00 EST → Sunday 09:00 EDT (13:00Z).
    const spring = decide(base({ at: new Date('2026-03-08T02:00:00Z'), accountHours: { ...everyDay, days: [...everyDay.days] } }));
    expect(iso(spring.nextAllowedAt)).toBe('2026-03-08T13:00:00.000Z');
  });

  it('reads a window over midnight as belonging to the day it opens', () => {
    const night = { start: '22:00', end: '02:00', days: ['fri' as const] };
    const informational = { purpose: 'informational' as const, zones: ['Europe/Berlin'], jurisdictions: ['DE'], accountHours: night };
    expect(decide(base({ ...informational, at: new Date('2026-11-28T00:30:00Z') })).allowed).toBe(true); // Sat 01:30, Friday's window
    const saturdayNight = decide(base({ ...informational, at: new Date('2026-11-28T21:30:00Z') })); // Sat 22:30
    expect(codes(base({ ...informational, at: new Date('2026-11-28T21:30:00Z') }))).toEqual(['day_not_allowed']);
    expect(iso(saturdayNight.nextAllowedAt)).toBe('2026-12-04T21:00:00.000Z'); // next Friday 22:00 CET
  });

  describe("the law scope (calling_hours \"ignore\"): the account's own rules set aside, never the law", () => {
    const everything = { accountHours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as RulesInput['accountHours']['days'] }, maxAttemptsPer24h: 10, holidays: false };
    const alHoliday = (j: string, date: string) => j === 'US-AL' && date === '2026-06-01';
    const fiveDials = ['12:00', '13:00', '14:00', '15:00', '16:00'].map((t) => new Date(`2026-11-23T${t}:00Z`));
    it.each<[string, Partial<RulesInput>, string | null, string[]]>([
      // [case, input, next allowed (UTC; the moment itself when allowed), blocks]
      ['Miami 03:00, marketing: the federal and Florida windows, even with an account open all day',
        { at: new Date('2026-11-26T08:00:00Z'), jurisdictions: ['US', 'US-FL'], ...everything }, '2026-11-26T13:00:00.000Z', ['outside_calling_hours']],
      ['New York 08:30: before the account opens, but lawful', { at: new Date('2026-11-23T13:30:00Z') }, '2026-11-23T13:30:00.000Z', []],
      ['a Sunday in New York: the account does not call on Sundays, the law allows it', { at: new Date('2026-11-22T16:00:00Z') }, '2026-11-22T16:00:00.000Z', []],
      ['a Sunday in Alabama: the state bans marketing calls', { at: new Date('2026-11-22T16:00:00Z'), zones: ['America/Chicago'], jurisdictions: ['US', 'US-AL'] }, '2026-11-23T14:00:00.000Z', ['day_not_allowed']],
      ['an Alabama holiday, with the account\'s holidays on or off', { at: new Date('2026-06-01T15:00:00Z'), zones: ['America/Chicago'], jurisdictions: ['US', 'US-AL'], isHoliday: alHoliday }, '2026-06-02T13:00:00.000Z', ['holiday']],
      ['a holiday the law does not close (New York): the account\'s holidays setting is set aside', { isHoliday: () => true }, '2026-11-23T15:00:00.000Z', []],
      ['five dials in Florida: the state cap of 3 holds, the account cap does not', { at: new Date('2026-11-23T17:00:00Z'), jurisdictions: ['US', 'US-FL'], recentDials: fiveDials, maxAttemptsPer24h: 1 }, '2026-11-24T14:00:00.000Z', ['frequency_cap']],
      ['five dials in New York: no legal cap, so no cap', { at: new Date('2026-11-23T17:00:00Z'), recentDials: fiveDials, maxAttemptsPer24h: 1 }, '2026-11-23T17:00:00.000Z', []],
      ['Miami 03:00, informational: nothing binds', { at: new Date('2026-11-26T08:00:00Z'), jurisdictions: ['US', 'US-FL'], purpose: 'informational' }, '2026-11-26T08:00:00.000Z', []],
    ])('%s', (_name, over, next, blocks) => {
      const d = decide(base({ ...over, scope: 'law' }));
      expect(d.allowed).toBe(blocks.length === 0);
      expect(iso(d.nextAllowedAt)).toBe(next);
      expect([...new Set(d.blocks.map((b) => b.code))]).toEqual(blocks);
      expect(d.blocks.every((b) => !b.source.startsWith('account settings'))).toBe(true);
    });

    it('never allows what the law forbids, whatever the account\'s rules (the law scope allows a superset of `all` and a subset of no rules)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 60 * 24 * 14 }), fc.constantFrom<string[]>(['US'], ['US', 'US-FL'], ['US', 'US-AL'], ['CA', 'CA-ON']),
          fc.constantFrom<'marketing' | 'informational'>('marketing', 'informational'), fc.boolean(),
          (offsetMinutes, jurisdictions, purpose, accountHolidays) => {
            const at = new Date(Date.UTC(2026, 10, 1) + offsetMinutes * 60_000);
            const input = base({ at, zones: ['America/Chicago'], jurisdictions, purpose, holidays: accountHolidays, isHoliday: alHoliday });
            const law = blocksAt({ ...input, scope: 'law' }, at);
            const lawAlone = blocksAt({ ...input, ...everything, scope: 'all' }, at);
            expect(law.map((b) => b.rule)).toEqual(lawAlone.map((b) => b.rule));
            if (blocksAt(input, at).length === 0) expect(law).toEqual([]);
          },
        ),
        { numRuns: 200 },
      );
    });
  });

  it('answers the first allowed minute: nothing between `at` and it is allowed (brute force over minutes)', () => {
    const zoneSets = [['America/New_York'], ['America/Boise', 'America/Los_Angeles'], ['America/Chicago'], ['America/Toronto']];
    const jurisdictionSets = [['US'], ['US', 'US-KY'], ['US', 'US-AL'], ['CA', 'CA-ON'], ['US', 'US-FL']];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 30 }),
        fc.constantFrom(...zoneSets),
        fc.constantFrom(...jurisdictionSets),
        fc.constantFrom<'marketing' | 'informational'>('marketing', 'informational'),
        fc.constantFrom<'all' | 'law'>('all', 'law'),
        (offsetMinutes, zones, jurisdictions, purpose, scope) => {
          const at = new Date(Date.UTC(2026, 2, 1) + offsetMinutes * 60_000);
          const input = base({ at, zones, jurisdictions, purpose, scope, recentDials: [new Date(at.getTime() - 3_600_000)], maxAttemptsPer24h: 1 });
          const d = decide(input);
          expect(d.nextAllowedAt).not.toBeNull();
          expect(blocksAt(input, d.nextAllowedAt!)).toEqual([]);
          for (let t = at.getTime(); t < d.nextAllowedAt!.getTime(); t += 60_000) {
            expect(blocksAt(input, new Date(t)).length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 60 },
    );
    // Up to a day of minutes per run, each judged on its own: CPU-bound, and slow when the machine is shared.
  }, 120_000);
});
