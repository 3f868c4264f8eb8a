import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { Config } from '../../../config';

export type TwilioSettings = Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_API_BASE_URL' | 'PUBLIC_BASE_URL'>;

const TWILIO_API = 'https://api.twilio.com';

/**
 * The package's own HTTP client, sending each request to `base` instead of Twilio's host: the package builds every
 * address from a fixed host (api.twilio.com, or an edge's or region's variant of it) and has no option to move it.
 * The path and query are kept, so a stand-in sees exactly what Twilio would.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly base: string,
    opts: RequestClient.RequestClientOptions,
  ) {
    super(opts);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.base}${target.pathname}${target.search}` });
  }
}

/**
 * A client of the official package for the configured account. A 429 is retried by the package (up to three times,
 * with backoff): Twilio took nothing, so sending again cannot send twice. Throws when the account SID is not one
 * (the package insists on its `AC` prefix).
 */
export function twilioClient(settings: TwilioSettings): twilio.Twilio {
  const base = settings.TWILIO_API_BASE_URL.replace(/\/+$/, '');
  const retry = { autoRetry: true, maxRetries: 3 };
  const httpClient = base === TWILIO_API ? undefined : new RebasedRequestClient(base, retry);
  return twilio(settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN, { ...retry, ...(httpClient ? { httpClient } : {}) });
}
