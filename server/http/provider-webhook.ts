import type { VoiceProviderName } from '../db/schema';
import { getDb } from '../db/client';
import { handleProviderWebhook } from '../services/provider-webhooks/service';
import { parseJsonObject, readBodyText } from './body';

/**
 * A provider's webhook at /api/providers/{name}/{path}: the exact bytes are read first (the signature covers them),
 * then the one webhook use case verifies, reads and answers it in the provider's words.
 */
export async function receiveProviderWebhook(req: Request, name: VoiceProviderName, path: string[]): Promise<unknown> {
  const raw = await readBodyText(req);
  return handleProviderWebhook(await getDb(), name, {
    raw, headers: req.headers, method: req.method, url: req.url, path, json: () => parseJsonObject(raw),
  });
}
