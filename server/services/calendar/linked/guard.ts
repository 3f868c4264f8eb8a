import { AppError } from '../../../errors';
import type { CalendarCredentials } from '../../providers/calendar-port';
import { CalendarRequestError } from '../../providers/calendar-port';
import { checkWebhookUrl, UrlRuleError } from '../../webhooks/url-guard';

/**
 * A CalDAV server's address passes the webhooks' address guard at link time and again before every use, so a name
 * that later resolves to a private address is refused rather than reached.
 */
export async function guardCredentials(credentials: CalendarCredentials): Promise<void> {
  if (credentials.kind !== 'password') return;
  try {
    await checkWebhookUrl(credentials.serverUrl);
  } catch (err) {
    const why = err instanceof UrlRuleError ? err.message : 'could not be resolved';
    throw new CalendarRequestError(`The CalDAV server address ${why}.`);
  }
}

/** The same guard at link time, as the 400 the request gets. */
export async function guardedServerUrl(raw: string): Promise<string> {
  try {
    await checkWebhookUrl(raw);
    return new URL(raw).toString();
  } catch (err) {
    if (err instanceof UrlRuleError) throw new AppError('calendar_connection_failed', `server_url ${err.message}.`);
    throw new AppError('calendar_connection_failed', 'server_url could not be resolved.');
  }
}
