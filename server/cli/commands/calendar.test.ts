import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { getAvailability } from '../../services/calendar/service';
import { actorOf, newAccount } from '../../testing/fixtures';
import { runCli } from '../run';

const cli = async (...argv: string[]) => runCli([...argv, '--json'], getDb);
const weekly = JSON.stringify({ mon: [['09:00', '12:00'], ['13:00', '17:00']], tue: [['10:00', '11:00']] });

describe('CLI: schedule and business hours', () => {
  it('sets a user schedule with overrides and availability follows it', async () => {
    const acct = await newAccount();
    const r = await cli('schedule', 'set', '--user', String(acct.userId), '--timezone', 'Europe/Berlin', '--weekly', weekly, '--overrides', '{"2030-03-05":[]}');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      user_id: acct.userId,
      timezone: 'Europe/Berlin',
      weekly: { mon: [['09:00', '12:00'], ['13:00', '17:00']], tue: [['10:00', '11:00']] },
      overrides: { '2030-03-05': [] },
      updated_at: expect.stringMatching(/Z$/),
    });
    const db = await getDb();
    const slots = await getAvailability(db, await actorOf(acct.userId), { start_date: '2030-03-04', end_date: '2030-03-05', duration: 60 }, { now: new Date('2030-03-01T00:00:00Z') });
    // Monday in Berlin (UTC+1): 09-12 and 13-17 → 08-11Z and 12-16Z, inside business 09-17Z. Tuesday blocked.
    expect(slots.available_slots.map((s) => s.start)).toEqual(['2030-03-04T09:00:00Z', '2030-03-04T10:00:00Z', '2030-03-04T12:00:00Z', '2030-03-04T13:00:00Z', '2030-03-04T14:00:00Z', '2030-03-04T15:00:00Z']);

    const cleared = await cli('schedule', 'clear', '--user', String(acct.userId));
    expect(JSON.parse(cleared.stdout)).toEqual({ user_id: acct.userId, cleared: true });
  });

  it('refuses bad schedules with a message and writes nothing', async () => {
    const acct = await newAccount();
    const user = String(acct.userId);
    const bad: [string[], string][] = [
      [['--timezone', 'Mars/Base', '--weekly', weekly], 'validation_error'],
      [['--timezone', 'UTC', '--weekly', '{"mon":[["12:00","09:00"]]}'], 'validation_error'],
      [['--timezone', 'UTC', '--weekly', '{"mon":[["9:00","10:00"]]}'], 'validation_error'],
      [['--timezone', 'UTC', '--weekly', '{"funday":[]}'], 'validation_error'],
      [['--timezone', 'UTC', '--weekly', '{"mon":'], 'usage'],
      [['--timezone', 'UTC'], 'usage'],
      [['--timezone', 'UTC', '--weekly', weekly, '--overrides', '{"tomorrow":[]}'], 'validation_error'],
    ];
    for (const [args, code] of bad) {
      const r = await cli('schedule', 'set', '--user', user, ...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(JSON.parse(r.stdout).error).toBe(code);
    }
    const missing = await cli('schedule', 'set', '--user', '99999999', '--timezone', 'UTC', '--weekly', weekly);
    expect(JSON.parse(missing.stdout).error).toBe('not_found');
    expect(JSON.parse((await cli('schedule', 'clear', '--user', user)).stdout).cleared).toBe(false);
  });

  it('sets the business zone, hours, buffer and notice, keeping what is not given', async () => {
    const acct = await newAccount();
    const account = String(acct.accountId);
    const r1 = await cli('business', 'set', '--account', account, '--timezone', 'America/New_York', '--buffer', '10');
    expect(JSON.parse(r1.stdout)).toEqual({
      account_id: acct.accountId,
      timezone: 'America/New_York',
      business_hours: { mon: [['09:00', '17:00']], tue: [['09:00', '17:00']], wed: [['09:00', '17:00']], thu: [['09:00', '17:00']], fri: [['09:00', '17:00']] },
      buffer_minutes: 10,
      minimum_notice_minutes: 0,
    });
    const r2 = await cli('business', 'set', '--account', account, '--hours', '{"sat":[["10:00","14:00"]]}', '--notice', '120');
    expect(JSON.parse(r2.stdout)).toMatchObject({ timezone: 'America/New_York', business_hours: { sat: [['10:00', '14:00']] }, buffer_minutes: 10, minimum_notice_minutes: 120 });

    for (const args of [['--buffer', '-1'], ['--buffer', 'x'], ['--timezone', 'Nope'], ['--hours', '[]'], []]) {
      const r = await cli('business', 'set', '--account', account, ...args);
      expect(r.code, args.join(' ')).toBe(1);
    }
    expect(JSON.parse((await cli('business', 'set', '--account', '99999999', '--buffer', '5')).stdout).error).toBe('not_found');
  });
});
