import { PushRefusedError, type CalendarCredentials, type ExternalCalendar, type PushChannel, type PushNotice } from '../calendar-port';
import { googleCalendarApi } from './client';
import { googleError, googleStatusOf } from './failure';

/** A channel's life when Google's answer names none (it always should): short, so that the domain renews early. */
const FALLBACK_TTL_MS = 24 * 3_600_000;

/**
 * Opens a push channel on the calendar's events (events.watch). Google posts to `address` whenever they change,
 * carrying `secret` as the channel token for the domain to compare; the answer's resource id is needed to stop it.
 */
export async function googleWatch(
  credentials: CalendarCredentials, calendar: ExternalCalendar, input: { address: string; channelId: string; secret: string },
): Promise<PushChannel> {
  const api = googleCalendarApi(credentials);
  const res = await api.events
    .watch({ calendarId: calendar.externalId, requestBody: { id: input.channelId, type: 'web_hook', address: input.address, token: input.secret } })
    .catch((err: unknown) => {
      throw googleError(err, 'watch');
    });
  const expiration = Number(res.data.expiration);
  return {
    channelId: res.data.id ?? input.channelId,
    resourceId: res.data.resourceId ?? null,
    expiresAt: new Date(Number.isFinite(expiration) && expiration > 0 ? expiration : Date.now() + FALLBACK_TTL_MS),
  };
}

/**
 * Stops a channel (channels.stop). One Google no longer knows (404) is stopped already; one without a resource id
 * cannot be named to Google and lapses at its expiry.
 */
export async function googleStopWatch(credentials: CalendarCredentials, channel: PushChannel): Promise<void> {
  if (!channel.resourceId) return;
  const api = googleCalendarApi(credentials);
  try {
    await api.channels.stop({ requestBody: { id: channel.channelId, resourceId: channel.resourceId } });
  } catch (err) {
    if (googleStatusOf(err) === 404) return;
    throw googleError(err, 'stop watch');
  }
}

/**
 * Reads Google's push message: all it says is in its headers (the body is empty), the channel and the token given
 * at watch time. A `sync` message (the first, sent when the channel opens) counts as a change too: a read it
 * causes is harmless. Without a channel id the request is not Google's.
 */
export function googleReadPush(req: { raw: string; headers: Headers; url: URL }): PushNotice {
  const channelId = req.headers.get('x-goog-channel-id');
  if (!channelId) throw new PushRefusedError('Google push without X-Goog-Channel-ID');
  const secret = req.headers.get('x-goog-channel-token');
  return { kind: 'changed', notices: [{ channelId, ...(secret ? { secret } : {}) }] };
}
