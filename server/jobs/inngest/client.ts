import { Inngest } from 'inngest';
import { config, inngestDevMode } from '../../config';

/**
 * The Inngest client. Settings come from the one config module; `INNGEST_DEV` may be `1` (the local Dev
 * Server at its default address) or the Dev Server's URL.
 */
const devUrl = config.INNGEST_DEV && /^https?:\/\//.test(config.INNGEST_DEV) ? config.INNGEST_DEV : undefined;

export const inngest = new Inngest({
  id: 'switchboard',
  eventKey: config.INNGEST_EVENT_KEY,
  signingKey: config.INNGEST_SIGNING_KEY,
  isDev: inngestDevMode(config),
  ...(devUrl && { baseUrl: devUrl }),
});
