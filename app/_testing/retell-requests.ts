import { sign } from 'retell-sdk';
import { symmetric } from 'retell-sdk/lib/webhook_auth';
import { POST as retellEvents } from '../api/providers/retell/events/route';
import { POST as retellInbound } from '../api/providers/retell/inbound/route';
import { POST as retellTool } from '../api/providers/retell/tools/[name]/route';
import { callRoute } from '../../server/testing/http';

/** How a request to a Retell route is signed: right (with the key, now), wrong, stale (six minutes old) or not at all. */
export type Signing = 'right' | 'wrong' | 'stale' | 'none';

async function signature(raw: string, key: string, signing: Signing): Promise<string | null> {
  if (signing === 'none') return null;
  if (signing === 'wrong') return sign(raw, `${key}-not`);
  if (signing === 'stale') return symmetric.sign(raw, key, Date.now() - 6 * 60_000);
  return sign(raw, key);
}

/** Posts `body` to one of the Retell routes as Retell would, signed as asked with `key` (the deployment's RETELL_API_KEY). */
export function retellPoster(key: string) {
  const post = async (handler: typeof retellEvents, path: string, body: unknown, signing: Signing, params?: Record<string, string>) => {
    const raw = JSON.stringify(body);
    const sig = await signature(raw, key, signing);
    return callRoute(handler, { method: 'POST', path, rawBody: raw, headers: sig ? { 'x-retell-signature': sig } : {}, params });
  };
  return {
    event: (body: unknown, signing: Signing = 'right') => post(retellEvents, '/api/providers/retell/events', body, signing),
    inbound: (body: unknown, signing: Signing = 'right') => post(retellInbound, '/api/providers/retell/inbound', body, signing),
    tool: (name: string, body: unknown, signing: Signing = 'right') =>
      post(retellTool, `/api/providers/retell/tools/${name}`, body, signing, { name }),
  };
}
