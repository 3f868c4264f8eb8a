import { DateTime } from 'luxon';
import { expect, test } from '@playwright/test';
import { openFromNav, signUp, snap } from './helpers';

const CUSTOMER_EMAIL = 'ada@example.test';
const CUSTOMER_PHONE = '+14155550147';

/**
 * Quiet hours (8 am to 9 pm in the United States) bind every text, an appointment's confirmation included, in the
 * recipient's zone, which is their contact's when it has one. The customer lives where it is day now, so the
 * confirmation goes at once whatever hour the suite runs.
 */
function daytimeZone(now = DateTime.utc()): string {
  const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo', 'Europe/London'];
  return zones.find((z) => {
    const hour = now.setZone(z).hour;
    return hour >= 9 && hour < 19;
  })!;
}

test('an event with notifications: the email kept here and the simulated text on Messages, the invitation, and a STOP that ends texts', async ({ page, request }) => {
  await signUp(page, 'Message Dental');
  await openFromNav(page, 'API keys');
  await page.getByLabel('Name').fill('Seed');
  await page.getByRole('button', { name: 'Every permission' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!.trim();
  const contact = await request.post('/api/v1/contacts/create', {
    headers: { authorization: `Bearer ${key}` },
    data: { first_name: 'Ada', last_name: 'Lovelace', email: CUSTOMER_EMAIL, timezone: daytimeZone(), phone_numbers: [{ phone_number: CUSTOMER_PHONE }] },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const contactId = (await contact.json()).id as number;

  // Nothing has been sent yet: the page says where messages come from.
  await openFromNav(page, 'Messages');
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.getByText('Messages come from three places:')).toBeVisible();
  await expect(page.getByTestId('transport-notice')).toContainText('emails are kept here');
  await expect(page.getByTestId('transport-notice')).toContainText('texts go to a simulator');

  // The event, booked through the calendar's own form with its customer told.
  await openFromNav(page, 'Calendar');
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title').fill('Cleaning with Ada');
  await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await form.getByLabel('Email', { exact: true }).fill(CUSTOMER_EMAIL);
  await form.getByLabel('Phone', { exact: true }).fill(CUSTOMER_PHONE);
  await form.getByLabel('Send notifications').check();
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form).toBeHidden();

  // The confirmation by email (kept here, no mail server) and by text (the simulator), both sent within seconds.
  await openFromNav(page, 'Messages');
  const list = page.getByRole('region', { name: 'Messages' });
  const email = list.getByTestId('message-row').filter({ hasText: CUSTOMER_EMAIL });
  const text = list.getByTestId('message-row').filter({ hasText: CUSTOMER_PHONE });
  await expect(email).toContainText('Email');
  await expect(email).toContainText('Confirmation');
  await expect(email).toContainText('Sent');
  await expect(text).toContainText('Text');
  await expect(text).toContainText('Confirmation');
  await expect(text).toContainText('Sent');
  await snap(page, 'messages');

  // The channel filter is in the address: texts only, and back.
  await page.getByLabel('Channel').selectOption({ label: 'Text' });
  await expect(page).toHaveURL(/\/messages\?channel=sms$/);
  await expect(text).toBeVisible();
  await expect(email).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Channel')).toHaveValue('sms');
  await expect(email).toHaveCount(0);
  await page.getByLabel('Channel').selectOption({ label: 'Email and text' });
  await expect(page).toHaveURL(/\/messages$/);

  // The email as the customer got it: its subject, HTML in a sandboxed frame, its plain text and the invitation.
  await email.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Confirmed: Cleaning with Ada, /);
  await expect(page.getByTestId('email-subject')).toHaveText(/^Confirmed: Cleaning with Ada, /);
  const frame = page.getByTitle('The email as the customer sees it');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="The email as the customer sees it"]').getByText('Your appointment with Message Dental is confirmed.')).toBeVisible();
  await page.getByRole('button', { name: 'Plain text' }).click();
  await expect(page.getByTestId('email-text')).toContainText('Hi Ada Lovelace,');
  await expect(page.getByTestId('email-text')).toContainText('What: Cleaning with Ada');
  const ics = page.getByTestId('invitation-ics');
  await expect(ics).toContainText('BEGIN:VCALENDAR');
  await expect(ics).toContainText('METHOD:REQUEST');
  await expect(ics).toContainText('SUMMARY:Cleaning with Ada');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download invite.ics' }).click()]);
  expect(download.suggestedFilename()).toBe('invite.ics');
  await snap(page, 'message-email');

  // From the message to its event: the calendar opens it, with what was sent about it.
  await page.getByRole('link', { name: 'Open the event' }).click();
  const event = page.getByRole('dialog', { name: 'Event' });
  await expect(event.getByLabel('Title')).toHaveValue('Cleaning with Ada');
  const eventMessages = event.getByRole('region', { name: 'Messages about this event' });
  await expect(eventMessages.getByTestId('message-row')).toHaveCount(2);
  await event.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar$/);

  // The contact's page lists them too.
  await page.goto(`/contacts/${contactId}`);
  await expect(page.getByRole('region', { name: 'Messages to this contact' }).getByTestId('message-row')).toHaveCount(2);

  // The text as a bubble, with the gate's decision that let it go.
  await openFromNav(page, 'Messages');
  await text.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Text to ${CUSTOMER_PHONE}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('text-bubble')).toContainText('Cleaning with Ada');
  await expect(page.getByTestId('message-sent-through')).toHaveText('Simulator (no Twilio)');
  await expect(page.getByTestId('text-compliance')).toContainText('Allowed to send');
  await expect(page.getByTestId('text-compliance')).toContainText('US');

  // The customer answers STOP: the business's confirmation is shown, since no phone receives it.
  await page.getByRole('link', { name: '← All messages' }).click();
  await page.getByRole('button', { name: 'Simulate a customer’s text' }).click();
  const simulate = page.getByRole('dialog', { name: 'Simulate a customer’s text' });
  await simulate.getByLabel('From (the customer’s number)').fill(CUSTOMER_PHONE);
  await simulate.getByRole('button', { name: 'STOP', exact: true }).click();
  await expect(simulate.getByTestId('simulated-outcome')).toContainText('Read as an opt-out');
  await expect(simulate.getByTestId('simulated-reply')).toHaveText('Message Dental: you are unsubscribed and will get no more texts or calls from us. Reply START to get texts again.');
  await simulate.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(simulate).toBeHidden();

  // A new text to that number is refused, in the server's words, and nothing is written.
  await page.getByRole('button', { name: 'Send a text' }).click();
  const send = page.getByRole('dialog', { name: 'Send a text' });
  await send.getByLabel('To').fill(CUSTOMER_PHONE);
  await send.getByLabel('Message').fill('Spring whitening: 20% off this month.');
  await expect(send.getByText('37 / 1,600 characters')).toBeVisible();
  await send.getByRole('button', { name: 'Send text' }).click();
  await expect(send.getByRole('alert')).toContainText(`${CUSTOMER_PHONE} is on the do-not-call list.`);
  await send.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('message-row').filter({ hasText: 'Text from you' })).toHaveCount(0);
});
