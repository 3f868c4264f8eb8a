import { publicBaseUrl } from '../config';
import { getDb } from '../db/client';
import { calendarProviders, type CalendarProviderKey } from '../db/schema';
import { AppError } from '../errors';
import { completeAuthorization, receivePush } from '../services/calendar/service';
import { readBodyText } from './body';

/** A provider named in an /api/integrations path, else 404. */
export function integrationProvider(name: string | undefined): CalendarProviderKey {
  if (!name || !(calendarProviders as readonly string[]).includes(name) || name === 'caldav') {
    throw new AppError('not_found', `No calendar integration named ${name ?? ''}.`);
  }
  return name as CalendarProviderKey;
}

/**
 * The OAuth return: the grant is completed (or refused) and the person is sent back to the Calendar page, which
 * says what happened (`linked=<id>`, or `link_error=<reason>` with a message). Nothing is linked unless the
 * single-use state was good.
 */
export async function oauthCallback(req: Request, provider: CalendarProviderKey): Promise<Response> {
  const url = new URL(req.url);
  const outcome = await completeAuthorization(await getDb(), provider, {
    code: url.searchParams.get('code'), state: url.searchParams.get('state'), error: url.searchParams.get('error'),
  });
  const to = new URL(`${publicBaseUrl()}/calendar`);
  if (outcome.ok) to.searchParams.set('linked', String(outcome.connectionId));
  else {
    to.searchParams.set('link_error', outcome.reason);
    to.searchParams.set('message', outcome.message);
  }
  return new Response(null, { status: 303, headers: { Location: to.toString(), 'Cache-Control': 'no-store' } });
}

/** A push from a calendar provider: Graph's handshake echoed as text, a trusted notice 202, anything else 401. */
export async function calendarPush(req: Request, provider: CalendarProviderKey): Promise<Response> {
  const raw = await readBodyText(req);
  const answer = await receivePush(await getDb(), provider, { raw, headers: req.headers, url: new URL(req.url) });
  if (answer.kind === 'handshake') return new Response(answer.body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (answer.kind === 'refused') throw new AppError('invalid_push', answer.message);
  return Response.json({ accepted: true }, { status: 202 });
}
