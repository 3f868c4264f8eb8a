import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { defaultCallingHours, type RulesInput } from './calling-rules';
import { complianceRecordOf, destinationOf, RULES_VERSION } from './compliance-record';
import { HOLIDAYS_VERSION } from './holidays';

const at = new Date('2026-11-26T15:00:00Z'); // Thanksgiving, 10:00 in Miami
const rules = (over: Partial<RulesInput> = {}): RulesInput => ({
  at, purpose: 'marketing', scope: 'all', zones: ['America/New_York'], jurisdictions: ['US', 'US-FL'], accountHours: defaultCallingHours,
  holidays: true, isHoliday: (j, d) => j === 'US' && d === '2026-11-26', doNotCall: false,
  recentDials: [new Date('2026-11-26T01:00:00Z'), new Date('2026-11-20T00:00:00Z')], maxAttemptsPer24h: 5, ...over,
});
const ctx = { decidedAt: at, stage: 'placement' as const, purpose: 'marketing' as const, recorded: true };

describe('complianceRecordOf', () => {
  it('reads the rules it was handed: local time, windows, holiday, the binding cap and the dials it counts', () => {
    const r = complianceRecordOf({ phoneNumber: '+13055550123', callingRules: rules() }, { verdict: 'wait', until: at, blocks: [{ code: 'holiday', rule: 'r', source: 's' }] }, ctx);
    expect(r).toMatchObject({
      allowed: false, rulesVersion: RULES_VERSION, timezones: ['America/New_York'], localTime: ['2026-11-26T10:00:00-05:00'],
      holiday: { checked: true, dates: [{ jurisdiction: 'US', date: '2026-11-26' }] },
      // Florida's 3 binds below the account's 5; one dial in the 24 hours before.
      frequency: { dials_24h: 1, cap: 3 }, doNotCall: { listed: false }, consent: null,
      destination: { country: 'US', number_type: 'fixed_line_or_mobile' }, blocks: [{ code: 'holiday', rule: 'r', source: 's' }],
    });
    expect(r.window.map((w) => w.jurisdiction)).toEqual([null, 'US', 'US-FL']);
  });

  it('records what was not judged as not judged, and a refusal as its first block', () => {
    const r = complianceRecordOf(
      { phoneNumber: '+13055550123', doNotCall: true },
      { verdict: 'refuse', code: 'do_not_call', error: new AppError('do_not_call', 'listed') },
      { ...ctx, callee: { zones: ['America/New_York'], jurisdictions: ['US', 'US-FL'] } },
    );
    expect(r).toMatchObject({
      allowed: false, window: [], holiday: { checked: false, dates: [] }, frequency: { dials_24h: null, cap: null }, doNotCall: { listed: true },
      blocks: [{ code: 'do_not_call', rule: 'listed', source: 'account do-not-call list' }],
    });
  });

  it('an allowed answer for a call that dials later records it held, with why', () => {
    const until = new Date('2026-11-27T15:00:00Z');
    const held = complianceRecordOf({ phoneNumber: '+13055550123' }, { verdict: 'allow', hold: null }, { ...ctx, heldUntil: { until, by: 'retry_policy' } });
    expect(held).toMatchObject({ allowed: false, blocks: [{ code: 'retry_delay' }] });
    const consent = { id: 7, kind: 'express_written' as const, scope: 'marketing' as const, capturedAt: new Date('2026-01-01T00:00:00Z') };
    const now = complianceRecordOf({ phoneNumber: '+13055550123', consent: { purpose: 'marketing', required: 'express_written', found: consent } }, { verdict: 'allow', hold: null }, ctx);
    expect(now).toMatchObject({ allowed: true, blocks: [], consent: { id: 7, kind: 'express_written', scope: 'marketing', captured_at: '2026-01-01T00:00:00.000Z' } });
  });

  it('names a number of no country and an unreadable one', () => {
    expect(destinationOf('+8812345678')).toEqual({ country: null, number_type: 'international_network' });
    expect(destinationOf('nope')).toEqual({ country: null, number_type: null });
  });

  it("keeps the holiday data's version the installed library's", () => {
    const version = (createRequire(import.meta.url)('date-holidays/package.json') as { version: string }).version;
    expect(HOLIDAYS_VERSION).toBe(`date-holidays@${version}`);
  });
});
