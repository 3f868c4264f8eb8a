import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { setBusinessCalendar } from '../calendar/settings';
import { initiateCall } from '../calls/initiate';
import { getCall } from '../calls/read';
import { callRowOf, drainJobs } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { toolAccount, type ToolTestAccount } from '../../testing/tool-fixtures';
import { busy, person } from '../../testing/transfer-fixtures';
import type { ToolName } from '../tools/names';
import { SIM_CONVERSATION_SECONDS } from '../providers/simulator/script';

let db: Database;

beforeAll(async () => {
  db = await getDb();
});

const allDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]));

/** An account open around the clock whose agent has `tools`, with Dana Smith (a phone) on its team. */
async function account(tools: ToolName[]): Promise<{ acct: ToolTestAccount; dana: number }> {
  const acct = await toolAccount(tools);
  await setBusinessCalendar(db, acct.accountId, { timezone: 'UTC', business_hours: allDay });
  const dana = await person(acct.accountId, 'Dana Smith', { phone: '+14155550401', teamId: acct.teamId });
  return { acct, dana };
}

/** A simulated call to a number ending 0006 (the callee asks for a person), played to its end. */
async function playAsksForPerson(acct: ToolTestAccount) {
  const placed = await initiateCall(db, await actorOf(acct.userId), {
    purpose: 'informational', phone_number: '+14155550006', agent_id: acct.agent.id, contact_id: acct.contactId,
  });
  await drainJobs(new Date(Date.now() + 1000));
  return { row: await callRowOf(placed.id), shown: await getCall(db, await actorOf(acct.userId), placed.id) };
}

describe('simulator 0006: the callee asks for a person', () => {
  it('is handed to a free member: the call ends there, transferred, its transcript ending with the hand-off', async () => {
    const { acct, dana } = await account(['book_appointment', 'transfer_to_human']);
    const { row, shown } = await playAsksForPerson(acct);
    expect(row).toMatchObject({ status: 'completed', endedReason: 'assistant-ended-call', transferredToUserId: dana, transcriptFinal: true });
    expect(shown.transferred_to).toEqual({ user_id: dana, name: 'Dana Smith' });
    // It asked for a person: nothing was booked.
    expect(shown.events).toEqual([]);
    expect(shown.transcript!.map((l) => l.text)).toEqual([
      expect.any(String),
      'Hi. Could I speak to a person, please?',
      'Of course, let me see who can take your call.',
      'Putting you through to Dana Smith now.',
    ]);
    expect(shown.recording_url).not.toBeNull();
  });

  it('with nobody free, gets a callback booked and told, and the conversation goes on to its end', async () => {
    const { acct, dana } = await account(['transfer_to_human']);
    await busy(dana, new Date(Date.now() - 3_600_000), new Date(Date.now() + 2 * 3_600_000));
    const { row, shown } = await playAsksForPerson(acct);
    expect(row).toMatchObject({ status: 'completed', endedReason: 'customer-ended-call', durationSeconds: SIM_CONVERSATION_SECONDS, transferredToUserId: null });
    expect(shown.transferred_to).toBeNull();
    expect(shown.events).toEqual([expect.objectContaining({ event_type: 'voice_call', title: 'Call back Ada Lovelace' })]);
    const said = shown.transcript!.map((l) => l.text);
    expect(said[3]).toMatch(/^Nobody can take the call right now\. Dana Smith will call you back on /);
    expect(said.at(-1)).toBe('Thank you for your patience. Goodbye.');
  });

  it('an agent without the tool cannot hand it over: nothing is transferred or booked', async () => {
    const { acct } = await account(['book_appointment']);
    const { row, shown } = await playAsksForPerson(acct);
    expect(row).toMatchObject({ status: 'completed', transferredToUserId: null, durationSeconds: SIM_CONVERSATION_SECONDS });
    expect(shown.events).toEqual([]);
    expect(shown.transcript![3].text).toMatch(/^I am sorry, I cannot put you through/);
  });
});
