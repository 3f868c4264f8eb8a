import net from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_TEST_PASSWORD, startSmtpServer, type TestSmtpServer } from '../../../testing/smtp';
import type { OutgoingEmail } from '../email-port';
import { emailFrom, emailProvider } from '../emails';
import { smtpEmail } from './email';

const ics = [
  'BEGIN:VCALENDAR', 'PRODID:-//Switchboard//Invitations//EN', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT',
  'UID:6f1c2d3e-aaaa-4bbb-8ccc-0123456789ab', 'SEQUENCE:0', 'DTSTAMP:20261201T100000Z', 'DTSTART:20261208T193000Z',
  'DTEND:20261208T201500Z', 'SUMMARY:Cleaning', 'END:VEVENT', 'END:VCALENDAR', '',
].join('\r\n');

const email = (extra: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  messageId: 'msg_123',
  to: 'ada@example.com',
  from: emailFrom({ EMAIL_FROM: undefined }, 'Acme "Smile", Dental'),
  subject: 'Confirmed: Cleaning — Tue, Dec 8, 2:30 PM EST',
  text: 'Hi Ada,\n\nYour appointment with Acme Dental is confirmed. Grüße 😀\n',
  html: '<p>Hi Ada,</p><p>Your appointment with <b>Acme Dental</b> is confirmed. Grüße 😀</p>',
  calendar: { method: 'REQUEST', content: ics, filename: 'invite.ics' },
  ...extra,
});

/** A port nobody listens on: one taken from the system and given back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SMTP email driver', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends both bodies, the calendar alternative with its method and the .ics attachment', async () => {
    const driver = emailProvider({ SMTP_URL: smtp.url, EMAIL_FROM: undefined });
    expect(driver.name).toBe('smtp');
    expect(driver.configured()).toBe(true);
    const before = smtp.messages.length;
    const sent = await driver.send(email());
    expect(sent).toEqual({ providerMessageId: '<message-msg_123@switchboard.local>' });
    expect(smtp.messages).toHaveLength(before + 1);
    const got = smtp.messages[before];

    expect(got.envelope).toEqual({ from: 'no-reply@switchboard.local', to: ['ada@example.com'] });
    expect(got.messageId).toBe('<message-msg_123@switchboard.local>');
    expect(got.subject).toBe('Confirmed: Cleaning — Tue, Dec 8, 2:30 PM EST');
    expect(got.from).toBe('"Acme \\"Smile\\", Dental" <no-reply@switchboard.local>');
    expect(got.to).toBe('ada@example.com');
    expect(got.headers['auto-submitted']).toBe('auto-generated');
    expect(got.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(got.text).toBe('Hi Ada,\n\nYour appointment with Acme Dental is confirmed. Grüße 😀\n');
    expect(got.html).toBe('<p>Hi Ada,</p><p>Your appointment with <b>Acme Dental</b> is confirmed. Grüße 😀</p>');

    expect(got.calendar).toHaveLength(1);
    expect(got.calendar[0].method).toBe('REQUEST');
    expect(got.calendar[0].content).toBe(ics);
    const vcalendar = new ICAL.Component(ICAL.parse(got.calendar[0].content));
    expect(vcalendar.getFirstPropertyValue('method')).toBe('REQUEST');

    expect(got.attachments).toHaveLength(1);
    expect(got.attachments[0]).toMatchObject({ filename: 'invite.ics', contentType: 'application/ics' });
    expect(got.attachments[0].content.toString('utf8')).toBe(ics);
  });

  it('sends a plain email without calendar parts, the Message-ID on the host of EMAIL_FROM', async () => {
    const driver = smtpEmail({ SMTP_URL: smtp.url, EMAIL_FROM: 'Acme Dental <Hello@Acme-Dental.example>' });
    const before = smtp.messages.length;
    const sent = await driver.send(email({ messageId: 'msg_9', from: 'Acme Dental <hello@acme-dental.example>', calendar: null }));
    expect(sent).toEqual({ providerMessageId: '<message-msg_9@acme-dental.example>' });
    const got = smtp.messages[before];
    expect(got.messageId).toBe('<message-msg_9@acme-dental.example>');
    expect(got.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(got.calendar).toEqual([]);
    expect(got.attachments).toEqual([]);
    expect(got.text).toContain('is confirmed');
  });

  it('answers a wrong password with a reason that does not carry it', async () => {
    const url = smtp.url.replace(`:${SMTP_TEST_PASSWORD}@`, ':wrong-password-123@');
    const before = smtp.messages.length;
    const sent = await smtpEmail({ SMTP_URL: url, EMAIL_FROM: undefined }).send(email());
    expect(sent).toHaveProperty('failed');
    const { failed } = sent as { failed: string };
    expect(failed).toMatch(/^SMTP authentication refused/);
    expect(failed).toContain('535');
    expect(failed).not.toContain('wrong-password-123');
    expect(failed).not.toContain('smtp://');
    expect(smtp.messages).toHaveLength(before);
  });

  it('answers a server that is not there without throwing', async () => {
    const port = await closedPort();
    const sent = await smtpEmail({ SMTP_URL: `smtp://user:hunter2-secret@127.0.0.1:${port}`, EMAIL_FROM: undefined }).send(email());
    expect(sent).toHaveProperty('failed');
    const { failed } = sent as { failed: string };
    expect(failed).toMatch(/^SMTP connection failed: .*ECONNREFUSED/);
    expect(failed).not.toContain('hunter2-secret');
  });

  it('is the local transport without SMTP_URL', async () => {
    const driver = emailProvider({ SMTP_URL: undefined, EMAIL_FROM: undefined });
    expect(driver.name).toBe('local');
    expect(driver.configured()).toBe(true);
    expect(await driver.send(email())).toEqual({ providerMessageId: 'local-msg_123' });
  });

  it('takes EMAIL_FROM as set, else quotes the business name over the default address', () => {
    expect(emailFrom({ EMAIL_FROM: 'Desk <desk@acme.example>' }, 'Acme')).toBe('Desk <desk@acme.example>');
    expect(emailFrom({ EMAIL_FROM: undefined }, 'Acme Dental')).toBe('"Acme Dental" <no-reply@switchboard.local>');
    expect(emailFrom({ EMAIL_FROM: undefined }, 'A\\B "C"\r\nBcc: x@evil.example')).toBe(
      '"A\\\\B \\"C\\" Bcc: x@evil.example" <no-reply@switchboard.local>',
    );
    expect(emailFrom({ EMAIL_FROM: undefined }, '  ')).toBe('no-reply@switchboard.local');
  });
});
