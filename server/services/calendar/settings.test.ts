import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { defaultBusinessHours } from '../../db/schema';
import { actorOf, newAccount, newUser } from '../../testing/fixtures';
import { calendarSettings, clearOwnSchedule, setAccountBusinessCalendar, setOwnSchedule } from './settings';

describe('calendar settings', () => {
  it("starts the hours editor from the business hours and the actor's own schedule", async () => {
    const db = await getDb();
    const acct = await newAccount();
    const owner = await actorOf(acct.userId);
    expect(await calendarSettings(db, owner)).toEqual({
      business: { timezone: 'UTC', business_hours: defaultBusinessHours, buffer_minutes: 0, minimum_notice_minutes: 0 },
      schedule: null,
    });

    const weekly = { mon: [['08:00', '12:00']] as [string, string][] };
    await setOwnSchedule(db, owner, { timezone: 'Europe/Berlin', weekly });
    expect((await calendarSettings(db, owner)).schedule).toEqual({ timezone: 'Europe/Berlin', weekly, overrides: {} });

    // Another user of the account follows the business hours alone.
    const member = await actorOf((await newUser(acct.accountId)).userId);
    expect((await calendarSettings(db, member)).schedule).toBeNull();

    expect(await clearOwnSchedule(db, owner)).toEqual({ user_id: acct.userId, cleared: true });
    expect(await clearOwnSchedule(db, owner)).toEqual({ user_id: acct.userId, cleared: false });
    expect((await calendarSettings(db, owner)).schedule).toBeNull();
  });

  it('lets owners and admins change the business hours, and refuses members with permission_denied', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const admin = await actorOf((await newUser(acct.accountId, { role: 'admin' })).userId);
    const member = await actorOf((await newUser(acct.accountId, { role: 'member' })).userId);

    await expect(setAccountBusinessCalendar(db, member, { buffer_minutes: 15 })).rejects.toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    await setAccountBusinessCalendar(db, admin, { timezone: 'America/New_York', buffer_minutes: 15, minimum_notice_minutes: 60 });
    expect((await calendarSettings(db, member)).business).toEqual({
      timezone: 'America/New_York',
      business_hours: defaultBusinessHours,
      buffer_minutes: 15,
      minimum_notice_minutes: 60,
    });
  });
});
