/**
 * The legal calling windows by jurisdiction, for marketing calls, in the callee's local time. A versioned data
 * table: each row names its source, and `LEGAL_WINDOWS_VERSION` changes whenever a row does, so a decision can
 * be traced to the table it was made with. A jurisdiction is a country (`US`, `CA`) or an ISO 3166-2
 * subdivision (`US-FL`); a subdivision's row applies on top of its country's.
 */
export const LEGAL_WINDOWS_VERSION = '2026-11-01';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const weekdays: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export interface LegalWindow {
  jurisdiction: string;
  /** Local opening hours by day kind; `weekend` falls back to `weekday` when absent. */
  weekday: { start: string; end: string };
  weekend?: { start: string; end: string };
  /** Days on which no marketing call may be placed. */
  closedDays?: Weekday[];
  /** No marketing calls on the jurisdiction's public holidays. */
  closedOnHolidays?: boolean;
  /** At most this many dials to one number in any rolling 24 hours. */
  maxDialsPer24h?: number;
  source: string;
}

export const legalWindows: readonly LegalWindow[] = [
  { jurisdiction: 'US', weekday: { start: '08:00', end: '21:00' }, source: 'TCPA, 47 CFR 64.1200(c)(1)' },
  { jurisdiction: 'US-FL', weekday: { start: '08:00', end: '20:00' }, maxDialsPer24h: 3, source: 'Florida Telephone Solicitation Act, Fla. Stat. 501.616(6)' },
  { jurisdiction: 'US-OK', weekday: { start: '08:00', end: '20:00' }, maxDialsPer24h: 3, source: 'Oklahoma Telephone Solicitation Act of 2022, 15 O.S. 775C.4' },
  { jurisdiction: 'US-MD', weekday: { start: '08:00', end: '20:00' }, maxDialsPer24h: 3, source: 'Maryland Stop the Spam Calls Act of 2023, Md. Code, Com. Law 14-4503' },
  { jurisdiction: 'US-MA', weekday: { start: '08:00', end: '20:00' }, source: 'Massachusetts telemarketing rules, 940 CMR 38.02' },
  { jurisdiction: 'US-CT', weekday: { start: '09:00', end: '21:00' }, source: 'Connecticut telemarketing law, Conn. Gen. Stat. 42-288a' },
  { jurisdiction: 'US-KY', weekday: { start: '10:00', end: '21:00' }, source: 'Kentucky telephone solicitation law, KRS 367.46955(15)' },
  {
    jurisdiction: 'US-AL', weekday: { start: '08:00', end: '20:00' }, closedDays: ['sun'], closedOnHolidays: true,
    source: 'Alabama Telephone Solicitation Act, Ala. Code 8-19C-1 et seq.',
  },
  {
    jurisdiction: 'US-LA', weekday: { start: '08:00', end: '20:00' }, closedDays: ['sun'], closedOnHolidays: true,
    source: 'Louisiana Telephone Solicitation Relief Act, La. R.S. 45:844.11 et seq.',
  },
  {
    jurisdiction: 'CA', weekday: { start: '09:00', end: '21:30' }, weekend: { start: '10:00', end: '18:00' },
    source: 'CRTC Unsolicited Telecommunications Rules, Part III (Telemarketing Rules), s. 32',
  },
];

const byJurisdiction = new Map(legalWindows.map((w) => [w.jurisdiction, w]));

export const legalWindowOf = (jurisdiction: string): LegalWindow | undefined => byJurisdiction.get(jurisdiction);
