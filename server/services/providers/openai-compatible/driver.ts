import OpenAI from 'openai';
import { config } from '../../../config';
import type { ChatModel } from '../llm-port';
import { fromCompletion, toCompletionRequest } from './translate';

export interface OpenAiCompatibleOptions {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** The model named in every request; unset: the agent's own model. */
  model: string | undefined;
  timeoutMs: number;
}

const fromConfig = (): OpenAiCompatibleOptions => ({
  baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS,
});

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, a gateway, a local server) as the agent's brain in text.
 * No retries: a test run records a timeout or a refusal as `error` with its reason rather than waiting out backoffs.
 */
export function openAiCompatibleChatModel(opts: () => OpenAiCompatibleOptions = fromConfig): ChatModel {
  return {
    name: 'openai-compatible',
    configured: () => Boolean(opts().baseUrl),
    async reply(agent, turns, { signal }) {
      const o = opts();
      if (!o.baseUrl) throw new Error('No model endpoint is configured (LLM_BASE_URL).');
      const client = new OpenAI({ baseURL: o.baseUrl, apiKey: o.apiKey ?? 'none', timeout: o.timeoutMs, maxRetries: 0 });
      const request = toCompletionRequest(agent, turns, o.model ?? agent.model);
      for (let attempt = 1; ; attempt++) {
        try {
          return fromCompletion(await client.chat.completions.create(request, { signal }));
        } catch (err) {
          // A kept-alive socket the endpoint closed meanwhile fails before the request is sent: asking once more is
          // safe. A timeout or an answer is not asked again.
          if (attempt === 1 && isStaleConnection(err)) continue;
          throw new Error(reasonOf(err, o.timeoutMs));
        }
      }
    },
  };
}

const isStaleConnection = (err: unknown) =>
  err instanceof OpenAI.APIConnectionError && !(err instanceof OpenAI.APIConnectionTimeoutError) && !(err instanceof OpenAI.APIUserAbortError);

/** A plain sentence for the run's `error`, never the key or the endpoint's whole body. */
function reasonOf(err: unknown, timeoutMs: number): string {
  if (err instanceof OpenAI.APIConnectionTimeoutError) return `The model endpoint did not answer within ${timeoutMs} ms.`;
  if (err instanceof OpenAI.APIUserAbortError) return 'The model request was canceled.';
  if (err instanceof OpenAI.APIError && err.status) return `The model endpoint answered ${err.status}: ${err.message.slice(0, 200)}`;
  if (err instanceof OpenAI.APIConnectionError) return 'The model endpoint could not be reached.';
  return err instanceof Error ? err.message.slice(0, 300) : 'The model endpoint failed.';
}
