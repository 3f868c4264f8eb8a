import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { type HighLevelStandIn, startHighLevelStandIn } from '../../../testing/stand-ins/gohighlevel';
import { PushRefusedError } from '../calendar-port';
import { gohighlevelCalendar } from './calendar';

// HighLevel's appointment webhooks: the signature over the raw body is checked, then the calendar named.

let ghl: HighLevelStandIn;
let other: HighLevelStandIn;
let saved: string | undefined;
const url = new URL('https://switchboard.test/api/calendars/push/gohighlevel');
const read = (raw: string, headers: Record<string, string>) => gohighlevelCalendar.readPush!({ raw, headers: new Headers(headers), url });

const appointmentEvent = (type: string) => ({
  type,
  locationId: 'loc-hook',
  appointment: { id: 'appt-9', calendarId: 'cal-9', contactId: 'contact-1', appointmentStatus: 'confirmed', startTime: '2026-03-15T10:00:00-04:00', endTime: '2026-03-15T10:30:00-04:00' },
  webhookId: 'wh-1',
  timestamp: '2026-03-10T14:30:00Z',
});

beforeAll(async () => {
  ghl = await startHighLevelStandIn();
  other = await startHighLevelStandIn();
  saved = config.GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY;
  Object.assign(config, { GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: ghl.publicKeyPem });
});

afterAll(async () => {
  Object.assign(config, { GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: saved });
  await Promise.all([ghl.close(), other.close()]);
});

describe('reading a HighLevel webhook', () => {
  it.each(['AppointmentCreate', 'AppointmentUpdate', 'AppointmentDelete'])('reads a signed %s as its calendar changed', (type) => {
    const { raw, headers } = ghl.signedWebhook(appointmentEvent(type));
    expect(read(raw, headers)).toEqual({ kind: 'changed', notices: [{ locationId: 'loc-hook', externalCalendarId: 'cal-9' }] });
  });

  it('takes the legacy RSA signature (x-wh-signature) for the RSA key configured', () => {
    Object.assign(config, { GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: ghl.rsaPublicKeyPem });
    try {
      const { raw, headers } = ghl.signedWebhook(appointmentEvent('AppointmentUpdate'), 'rsa');
      expect(read(raw, headers)).toEqual({ kind: 'changed', notices: [{ locationId: 'loc-hook', externalCalendarId: 'cal-9' }] });
    } finally {
      Object.assign(config, { GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: ghl.publicKeyPem });
    }
  });

  it('reads a signed event of another kind as no change to any calendar', () => {
    const { raw, headers } = ghl.signedWebhook({ type: 'ContactCreate', locationId: 'loc-hook', id: 'contact-2' });
    expect(read(raw, headers)).toEqual({ kind: 'changed', notices: [] });
  });

  it('refuses a body signed by another key', () => {
    const { raw, headers } = other.signedWebhook(appointmentEvent('AppointmentCreate'));
    expect(() => read(raw, headers)).toThrow(PushRefusedError);
  });

  it('refuses a body changed after it was signed', () => {
    const { raw, headers } = ghl.signedWebhook(appointmentEvent('AppointmentCreate'));
    expect(() => read(raw.replace('cal-9', 'cal-8'), headers)).toThrow(PushRefusedError);
  });

  it('refuses a body without a signature', () => {
    const { raw } = ghl.signedWebhook(appointmentEvent('AppointmentCreate'));
    expect(() => read(raw, { 'content-type': 'application/json' })).toThrow(new PushRefusedError('The request carries no HighLevel signature.'));
  });

  it('refuses the stand-in\'s signatures when HighLevel\'s own published keys are the ones in use', () => {
    Object.assign(config, { GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: undefined });
    try {
      const { raw, headers } = ghl.signedWebhook(appointmentEvent('AppointmentCreate'));
      expect(() => read(raw, headers)).toThrow(PushRefusedError);
      const legacy = ghl.signedWebhook(appointmentEvent('AppointmentCreate'), 'rsa');
      expect(() => read(legacy.raw, legacy.headers)).toThrow(PushRefusedError);
    } finally {
      Object.assign(config, { GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: ghl.publicKeyPem });
    }
  });

  it('refuses a signed body that is not a JSON object, and an appointment event naming no location', () => {
    const notJson = { raw: 'not json', headers: ghl.signedWebhook('x').headers };
    expect(() => read(notJson.raw, notJson.headers)).toThrow(PushRefusedError);
    const { raw, headers } = ghl.signedWebhook({ type: 'AppointmentCreate', appointment: { id: 'a', calendarId: 'c' } });
    expect(() => read(raw, headers)).toThrow(new PushRefusedError('The HighLevel appointment webhook names no location.'));
  });
});
