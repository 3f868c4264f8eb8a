import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatCompletion, ChatCompletionCreateParams, ChatCompletionMessageParam } from 'openai/resources/chat/completions';

/**
 * A local OpenAI-compatible chat completions endpoint (POST /v1/chat/completions), typed by the `openai` package, for
 * tests of conversation tests: `answer` decides each reply from the request, as a scripted brain. `delayMs` holds
 * every answer that long (the bench's known answer time); `hang` never answers (a timeout).
 */
export interface StandInReply {
  text?: string;
  toolCalls?: { name: string; args: Record<string, unknown> }[];
  /** Never answer this request. */
  hang?: boolean;
  /** Answer with this HTTP status and an OpenAI-shaped error. */
  status?: number;
}

export interface OpenAiStandIn {
  baseUrl: string;
  requests: ChatCompletionCreateParams[];
  /** Milliseconds spent waiting on purpose (delayMs) over all answers: the stand-in's own answer time. */
  answerTimeMs(): number;
  close(): Promise<void>;
}

export async function startOpenAiStandIn(
  answer: (req: ChatCompletionCreateParams) => StandInReply,
  opts: { delayMs?: number } = {},
): Promise<OpenAiStandIn> {
  const requests: ChatCompletionCreateParams[] = [];
  let waited = 0;
  let seq = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ChatCompletionCreateParams;
      requests.push(body);
      const reply = answer(body);
      if (reply.hang) return;
      const send = () => {
        if (reply.status) {
          res.writeHead(reply.status, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'The stand-in refused.', type: 'server_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completionOf(body.model, reply, ++seq)));
      };
      const delay = opts.delayMs ?? 0;
      waited += delay;
      if (delay) setTimeout(send, delay); else send();
    });
  });
  // Kept-alive sockets stay open longer than a test's pauses, as a hosted endpoint's do.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerTimeMs: () => waited,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function completionOf(model: string, reply: StandInReply, seq: number): ChatCompletion {
  const toolCalls = (reply.toolCalls ?? []).map((c, i) => ({
    id: `call_${seq}_${i}`, type: 'function' as const, function: { name: c.name, arguments: JSON.stringify(c.args) },
  }));
  return {
    id: `chatcmpl-${seq}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{
      index: 0,
      finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
      logprobs: null,
      message: { role: 'assistant', content: reply.text ?? null, refusal: null, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) },
    }],
  };
}

/** The text of a message, whatever its content's form. */
export const textOf = (m: ChatCompletionMessageParam | undefined): string =>
  !m ? '' : typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? m.content.map((p) => ('text' in p ? p.text : '')).join(' ') : '';

function toolLineOf(text: string): string {
  try {
    return (JSON.parse(text) as { message: string }).message;
  } catch {
    return text;
  }
}

/**
 * A scripted agent brain for the tests of conversation tests, steered by words in the agent's instructions:
 * it books when asked (`book_appointment` at `bookAt`), opts the caller out when asked to stop calling unless the
 * instructions say IGNORE_OPT_OUT, says the recording disclosure until it has said it unless they say
 * FORGET_DISCLOSURE, and plays a persona's caller (a system message starting "You are the caller") who asks to book.
 */
export function scriptedBrain(opts: { bookAt: string }) {
  return (req: ChatCompletionCreateParams): StandInReply => {
    const system = textOf(req.messages.find((m) => m.role === 'system'));
    const last = req.messages[req.messages.length - 1];
    if (system.startsWith('You are the caller')) {
      const said = req.messages.filter((m) => m.role === 'assistant').length;
      return { text: said === 0 ? 'Hello, I would like to book an appointment.' : 'DONE' };
    }
    // A tool's answer: the whole result as JSON (the conversation's own tool runs), or its line (a provider's webhook).
    if (last?.role === 'tool') return { text: `Done. ${toolLineOf(textOf(last))}` };
    const heard = textOf(last).toLowerCase();
    const disclosed = req.messages.some((m) => m.role === 'assistant' && textOf(m).includes('recorded'));
    const disclosure = !disclosed && !system.includes('FORGET_DISCLOSURE') ? 'This call is recorded. ' : '';
    if (/don't call|do not call|stop calling/.test(heard)) {
      if (system.includes('IGNORE_OPT_OUT')) return { text: `${disclosure}I understand. Anyway, about our offer...` };
      return { text: `${disclosure}Of course.`, toolCalls: [{ name: 'opt_out', args: {} }] };
    }
    if (heard.includes('book')) return { text: `${disclosure}Let me book that.`, toolCalls: [{ name: 'book_appointment', args: { start_time: opts.bookAt } }] };
    return { text: `${disclosure}How can I help?` };
  };
}
