import { getDb } from '@/server/db/client';
import { calendarEvents } from '@/server/db/schema';
import type { TestAccount } from '@/server/testing/fixtures';
import type { Sample } from './types';

/** A booking a simulated call made (the simulator's own write, which no operation offers). */
async function simulatedBooking(acct: TestAccount) {
  const start = new Date(Date.now() + 2 * 86_400_000);
  await (await getDb()).insert(calendarEvents).values({
    accountId: acct.accountId, ownerUserId: acct.userId, title: 'Appointment', eventType: 'appointment',
    startTime: start, endTime: new Date(start.getTime() + 30 * 60_000), createdByAiAgent: true, simulated: true,
  });
  return {};
}

export const simulatedDataSamples: Sample[] = [
  { method: 'GET', path: '/api/v1/simulated-data', name: 'counts the simulated bookings', status: 200, request: simulatedBooking },
  { method: 'POST', path: '/api/v1/simulated-data/remove', name: 'removes the simulated bookings', status: 200, request: simulatedBooking },
];
