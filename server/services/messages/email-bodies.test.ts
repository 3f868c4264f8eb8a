import { describe, expect, it } from 'vitest';
import { emailFor, smsFor, type NotificationText } from './email-bodies';

const ICS = 'https://switchboard.example/api/v1/calendar/ics/6f1c2d3e-aaaa-4bbb-8ccc-0123456789ab';

const note = (extra: Partial<NotificationText> = {}): NotificationText => ({
  kind: 'confirmation',
  businessName: 'Acme Dental',
  customerName: 'Ada',
  title: 'Cleaning',
  start: new Date('2026-12-08T19:30:00Z'),
  end: new Date('2026-12-08T20:15:00Z'),
  timeZone: 'America/New_York',
  icsUrl: ICS,
  location: '12 Main St',
  ...extra,
});

describe('emailFor', () => {
  it("writes the time in the customer's zone with its abbreviation, in both bodies", () => {
    const { subject, text, html } = emailFor(note());
    expect(subject).toBe('Confirmed: Cleaning, Tue, Dec 8, 2:30 PM EST');
    expect(text).toContain('Your appointment with Acme Dental is confirmed.');
    expect(text).toContain('When: Tuesday, December 8, 2026, 2:30 – 3:15 PM EST');
    expect(text).toContain('Where: 12 Main St');
    expect(text).toContain(`Add it to your calendar: ${ICS}`);
    expect(text.startsWith('Hi Ada,\n')).toBe(true);
    expect(html).toContain('Acme Dental');
    expect(html).toContain('Tuesday, December 8, 2026, 2:30 – 3:15 PM EST');
    expect(html).toContain(`<a href="${ICS}">`);

    const berlin = emailFor(note({ timeZone: 'Europe/Berlin' }));
    expect(berlin.text).toContain('When: Tuesday, December 8, 2026, 8:30 – 9:15 PM GMT+1');
    const tokyo = emailFor(note({ timeZone: 'Asia/Tokyo' }));
    expect(tokyo.subject).toBe('Confirmed: Cleaning, Wed, Dec 9, 4:30 AM GMT+9');
  });

  it('follows daylight saving time', () => {
    const summer = emailFor(note({ start: new Date('2026-07-08T18:30:00Z'), end: new Date('2026-07-08T19:00:00Z') }));
    expect(summer.text).toContain('When: Wednesday, July 8, 2026, 2:30 – 3:00 PM EDT');
  });

  it('writes no narrow or thin spaces ICU may put in times', () => {
    const { subject, text, html } = emailFor(note());
    expect(subject + text + html).not.toMatch(/[\u00a0\u2009\u202f]/);
  });

  it('escapes every value in the HTML, keeps the text as given, and keeps the subject on one line', () => {
    const { subject, text, html } = emailFor(note({
      title: '<script>alert("x")</script>',
      businessName: 'Tom & Jerry\'s <Clinic>',
      customerName: '<b>Ada</b>',
      location: '"><img src=x onerror=alert(1)>',
      icsUrl: 'https://example.com/ics?a=1&b="2"',
    }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Ada');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; Jerry&#39;s &lt;Clinic&gt;');
    expect(html).toContain('href="https://example.com/ics?a=1&amp;b=%222%22"');
    expect(text).toContain('What: <script>alert("x")</script>');
    expect(subject).toBe('Confirmed: <script>alert("x")</script>, Tue, Dec 8, 2:30 PM EST');

    const multiLine = emailFor(note({ title: 'Cleaning\r\nBcc: x@evil.example' }));
    expect(multiLine.subject).toBe('Confirmed: Cleaning Bcc: x@evil.example, Tue, Dec 8, 2:30 PM EST');
  });

  it('says what happened for each kind, and offers no calendar link for a cancellation', () => {
    expect(emailFor(note({ kind: 'update' })).text).toContain('has been moved');
    expect(emailFor(note({ kind: 'update' })).text).toContain('New time: Tuesday');
    expect(emailFor(note({ kind: 'reminder' })).subject).toMatch(/^Reminder: Cleaning/);
    const cancelled = emailFor(note({ kind: 'cancellation' }));
    expect(cancelled.subject).toMatch(/^Cancelled: Cleaning/);
    expect(cancelled.text).toContain('has been cancelled');
    expect(cancelled.text).not.toContain(ICS);
    expect(cancelled.html).not.toContain(ICS);
    expect(emailFor(note({ customerName: null })).text.startsWith('Hello,\n')).toBe(true);
    expect(emailFor(note({ icsUrl: 'javascript:alert(1)' })).html).not.toContain('javascript:');
    expect(emailFor(note({ location: null })).text).not.toContain('Where:');
  });
});

describe('smsFor', () => {
  it('writes one short message with the business, the time in the zone and how to stop', () => {
    expect(smsFor(note({ icsUrl: null }))).toBe(
      'Acme Dental: your appointment "Cleaning" is confirmed for Tue, Dec 8, 2:30 PM EST. Reply STOP to opt out.',
    );
    expect(smsFor(note())).toBe(
      `Acme Dental: your appointment "Cleaning" is confirmed for Tue, Dec 8, 2:30 PM EST. Add to calendar: ${ICS} Reply STOP to opt out.`,
    );
    expect(smsFor(note({ kind: 'update', icsUrl: null }))).toContain('has moved to Tue, Dec 8, 2:30 PM EST.');
    expect(smsFor(note({ kind: 'cancellation' }))).toBe(
      'Acme Dental: your appointment "Cleaning" on Tue, Dec 8, 2:30 PM EST has been cancelled. Reply STOP to opt out.',
    );
    expect(smsFor(note({ kind: 'reminder' }))).toContain('reminder: your appointment "Cleaning" is on Tue, Dec 8, 2:30 PM EST.');
  });

  it('stays within 320 characters, shortening the title and dropping the link first', () => {
    const long = smsFor(note({ title: 'Very long treatment name '.repeat(30), businessName: 'B'.repeat(200) }));
    expect(long.length).toBeLessThanOrEqual(320);
    expect(long).toContain('..."');
    expect(long).toContain('2:30 PM EST');
    expect(long).not.toContain(ICS);
    expect(long.endsWith('Reply STOP to opt out.')).toBe(true);
    expect(long).toMatch(/^B{57}\.\.\.: /);

    const emoji = smsFor(note({ title: '🦷'.repeat(300), icsUrl: null }));
    expect(emoji.length).toBeLessThanOrEqual(320);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('writes only plain spaces, so the message is not sent as UCS-2 for them', () => {
    expect(smsFor(note())).not.toMatch(/[\u00a0\u2009\u202f]/);
  });
});
