import { publicBaseUrl } from '../config';
import { getDb } from '../db/client';
import { crmProviders, type CrmProviderKey } from '../db/schema';
import { AppError } from '../errors';
import { completeCrmAuthorization } from '../services/crm/oauth-return';
import { receiveCrmWebhook } from '../services/crm/receive-webhook';
import { readBodyText } from './body';

/** A CRM's webhook: 202 once applied; a forged, stale or repeated one is 401 invalid_crm_webhook with nothing written. */
export async function crmWebhook(req: Request, provider: CrmProviderKey, raw?: string): Promise<Response> {
  const body = raw ?? (await readBodyText(req));
  const { applied } = await receiveCrmWebhook(await getDb(), provider, { raw: body, headers: req.headers, method: req.method, url: req.url });
  return Response.json({ accepted: true, applied }, { status: 202 });
}

/** HighLevel sends every event of its app to one address: contact events are the CRM's, the rest the calendars'. */
export function isHighLevelContactEvent(raw: string): boolean {
  try {
    const b = JSON.parse(raw) as { type?: unknown };
    return typeof b?.type === 'string' && b.type.startsWith('Contact');
  } catch {
    return false;
  }
}

/** The OAuth return: the grant completed (or refused), then the person back on the Integrations page saying how it went. */
export async function crmOauthCallback(req: Request, name: string | undefined): Promise<Response> {
  if (!name || !(crmProviders as readonly string[]).includes(name)) throw new AppError('not_found', `No CRM integration named ${name ?? ''}.`);
  const url = new URL(req.url);
  const outcome = await completeCrmAuthorization(await getDb(), name as CrmProviderKey, {
    code: url.searchParams.get('code'), state: url.searchParams.get('state'), error: url.searchParams.get('error'),
  });
  const to = new URL(`${publicBaseUrl()}/integrations`);
  if (outcome.ok) to.searchParams.set('connected', String(outcome.connectionId));
  else {
    to.searchParams.set('connect_error', outcome.reason);
    to.searchParams.set('message', outcome.message);
  }
  return new Response(null, { status: 303, headers: { Location: to.toString(), 'Cache-Control': 'no-store' } });
}
