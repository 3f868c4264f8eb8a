/** What a notification about an appointment says, whichever channel carries it. */
export interface NotificationText {
  kind: 'confirmation' | 'update' | 'cancellation' | 'reminder';
  businessName: string;
  customerName: string | null;
  title: string;
  start: Date;
  end: Date;
  /** The customer's zone (IANA): every time is written in it, with its abbreviation. */
  timeZone: string;
  icsUrl: string | null;
  location: string | null;
}

const HEADLINE: Record<NotificationText['kind'], string> = {
  confirmation: 'is confirmed',
  update: 'has been moved',
  cancellation: 'has been cancelled',
  reminder: 'is coming up',
};

const SUBJECT: Record<NotificationText['kind'], string> = {
  confirmation: 'Confirmed',
  update: 'Updated',
  cancellation: 'Cancelled',
  reminder: 'Reminder',
};

/** The email of a notification: subject, plain text and HTML, each with the business, the time and the ICS link. */
export function emailFor(n: NotificationText): { subject: string; text: string; html: string } {
  const title = oneLine(n.title);
  const business = oneLine(n.businessName);
  const when = longRange(n.start, n.end, n.timeZone);
  const location = n.location ? oneLine(n.location) : null;
  const link = n.kind === 'cancellation' ? null : httpLink(n.icsUrl);
  const greeting = n.customerName?.trim() ? `Hi ${oneLine(n.customerName)},` : 'Hello,';
  const headline = `Your appointment with ${business} ${HEADLINE[n.kind]}.`;
  const rows: [string, string][] = [
    ['What', title],
    [n.kind === 'update' ? 'New time' : 'When', when],
    ...(location ? [['Where', location] as [string, string]] : []),
  ];
  const text = [
    greeting,
    '',
    headline,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `Add it to your calendar: ${link}`] : []),
    '',
    n.kind === 'cancellation' ? 'If this is a surprise, just get in touch with us.' : 'See you then!',
    business,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: -apple-system, Segoe UI, Helvetica, Arial, sans-serif; color: #1f2933; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(headline)}</p>`,
    '<table style="border-collapse: collapse">',
    ...rows.map(([label, value]) =>
      `<tr><td style="padding: 2px 12px 2px 0; color: #616e7c">${escapeHtml(label)}</td><td style="padding: 2px 0"><strong>${escapeHtml(value)}</strong></td></tr>`),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link)}">Add it to your calendar</a></p>`] : []),
    `<p>${escapeHtml(n.kind === 'cancellation' ? 'If this is a surprise, just get in touch with us.' : 'See you then!')}<br>${escapeHtml(business)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `${SUBJECT[n.kind]}: ${title}, ${shortTime(n.start, n.timeZone)}`, text, html };
}

const SMS_LIMIT = 320;
const STOP = 'Reply STOP to opt out.';

/**
 * The text message of a notification: one message of at most 320 characters (two segments), with the business's
 * name first since a text shows only a number. The title is shortened when the whole would not fit; the ICS link
 * goes with a confirmation or a move when there is room for it.
 */
export function smsFor(n: NotificationText): string {
  const business = clip(oneLine(n.businessName), 60);
  const when = shortTime(n.start, n.timeZone);
  const compose = (title: string, link: string | null) => {
    const what = `your appointment "${title}"`;
    const sentence = {
      confirmation: `${what} is confirmed for ${when}.`,
      update: `${what} has moved to ${when}.`,
      cancellation: `${what} on ${when} has been cancelled.`,
      reminder: `reminder: ${what} is on ${when}.`,
    }[n.kind];
    return [`${business}: ${sentence}`, ...(link ? [`Add to calendar: ${link}`] : []), STOP].join(' ');
  };
  const link = n.kind === 'confirmation' || n.kind === 'update' ? httpLink(n.icsUrl) : null;
  const title = oneLine(n.title);
  const withLink = link ? compose(title, link) : null;
  if (withLink && withLink.length <= SMS_LIMIT) return withLink;
  const bare = compose('', null);
  return compose(clip(title, Math.max(0, SMS_LIMIT - bare.length)), null);
}

/** "Tuesday, December 8, 2026, 2:30 – 3:15 PM EST": the range as Intl writes it, the zone named once. */
function longRange(start: Date, end: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  });
  return plainSpaces(end > start ? format.formatRange(start, end) : format.format(start));
}

/** "Tue, Dec 8, 2:30 PM EST". */
function shortTime(at: Date, timeZone: string): string {
  return plainSpaces(new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  }).format(at));
}

/**
 * ICU writes narrow and thin no-break spaces in times ("2:30\u202fPM"); in a text message one such character
 * switches the whole message to UCS-2 (70 characters a segment instead of 160), and some mail clients show them as
 * boxes.
 */
const plainSpaces = (s: string) => s.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** Names and titles on one line: a line break in a subject or a sentence only breaks it. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** At most `max` UTF-16 units (what a text message counts), "..." marking a cut, never inside a character. */
function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const room = Math.max(0, max - 3);
  let kept = '';
  for (const char of s) {
    if (kept.length + char.length > room) break;
    kept += char;
  }
  return max < 3 ? kept : `${kept.trimEnd()}...`;
}

/** The ICS link only as an http(s) URL: anything else is not a link to offer a customer. */
function httpLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
