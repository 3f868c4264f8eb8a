import type { Subscription } from '@microsoft/microsoft-graph-types';
import { CalendarRequestError, PushRefusedError, type CalendarCredentials, type ExternalCalendar, type PushChannel, type PushNotice } from '../calendar-port';
import { calendarErrorOf, graphCall, graphClient, graphFailure } from './client';

/**
 * How long a subscription is asked to last: Graph keeps one on Outlook events for at most 4230 minutes, so a
 * little less, leaving the domain room to renew before it lapses.
 */
export const SUBSCRIPTION_MINUTES = 4200;

/** The longest `validationToken` taken: Graph's are short, anything far longer is not Graph's. */
const MAX_TOKEN = 4096;
/** Graph batches notifications, but never this many in one request. */
const MAX_NOTICES = 1000;

/**
 * Subscribes to the calendar's events. Graph first calls `address` with a validation token and creates the
 * subscription only once the app echoes it (readPush answers the handshake). Graph names the subscription itself:
 * its id is the channel's id, and the one Switchboard proposed is not used.
 */
export async function watch(credentials: CalendarCredentials, calendar: ExternalCalendar, input: { address: string; channelId: string; secret: string }): Promise<PushChannel> {
  const client = graphClient(credentials);
  const body: Subscription = {
    changeType: 'created,updated,deleted',
    notificationUrl: input.address,
    resource: `/me/calendars/${calendar.externalId}/events`,
    expirationDateTime: new Date(Date.now() + SUBSCRIPTION_MINUTES * 60_000).toISOString(),
    clientState: input.secret,
  };
  const made = (await graphCall('subscribe', () => client.api('/subscriptions').post(body))) as Subscription;
  if (!made?.id) throw new CalendarRequestError('Microsoft Graph made the subscription without an id');
  const expiresAt = made.expirationDateTime ? new Date(made.expirationDateTime) : new Date(body.expirationDateTime!);
  return { channelId: made.id, resourceId: made.id, expiresAt: Number.isNaN(expiresAt.getTime()) ? new Date(body.expirationDateTime!) : expiresAt };
}

/** Ends the subscription; one Graph no longer has (it lapsed, or was removed) is what was asked. */
export async function stop(credentials: CalendarCredentials, channel: PushChannel): Promise<void> {
  const client = graphClient(credentials);
  try {
    await client.api(`/subscriptions/${encodeURIComponent(channel.resourceId ?? channel.channelId)}`).delete();
  } catch (err) {
    if (graphFailure(err).status === 404) return;
    throw calendarErrorOf(err, 'unsubscribe');
  }
}

/**
 * Reads what Graph sent to the notification address: the handshake of a new subscription (`validationToken` in the
 * query, to be echoed as text/plain), or change notifications naming their subscription and carrying the
 * clientState given at `watch`, which the domain compares. Anything else is refused.
 */
export function readPush(req: { raw: string; headers: Headers; url: URL }): PushNotice {
  const token = req.url.searchParams.get('validationToken');
  if (token !== null) {
    if (!token || token.length > MAX_TOKEN) throw new PushRefusedError('Graph validation token is empty or too long');
    return { kind: 'handshake', body: token };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(req.raw);
  } catch {
    throw new PushRefusedError('Graph notification is not JSON');
  }
  const value = (parsed as { value?: unknown } | null)?.value;
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_NOTICES) throw new PushRefusedError('Graph notification has no list of changes');
  const notices = value.map((v: unknown) => {
    const item = v as { subscriptionId?: unknown; clientState?: unknown } | null;
    if (typeof item?.subscriptionId !== 'string' || !item.subscriptionId || item.subscriptionId.length > 200) {
      throw new PushRefusedError('Graph notification names no subscription');
    }
    if (item.clientState !== undefined && item.clientState !== null && typeof item.clientState !== 'string') {
      throw new PushRefusedError('Graph notification carries a clientState that is not text');
    }
    return { channelId: item.subscriptionId, ...(typeof item.clientState === 'string' ? { secret: item.clientState } : {}) };
  });
  return { kind: 'changed', notices };
}
