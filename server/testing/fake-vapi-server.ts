import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Vapi } from '@vapi-ai/server-sdk';
import type { ChatCompletionCreateParams, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { documentValidator } from './openapi-validator';
import type { StandInReply } from './stand-ins/openai';

export interface CapturedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** A request whose body Vapi's published schema refuses, with the validator's reasons. */
export interface InvalidRequest {
  method: string;
  path: string;
  errors: string;
}

type PhoneNumber = Vapi.UpdatePhoneNumbersResponse.Twilio;
type WebhookCredential = Vapi.WebhookCredential;

const ORG_ID = 'org-fake';

// Vapi's OpenAPI document, as far as Switchboard's requests reach (scripts/vapi-openapi.ts writes it).
// Read at run time: tsc would otherwise type the whole document.
const schema = documentValidator(JSON.parse(fs.readFileSync(new URL('./vapi-openapi.json', import.meta.url), 'utf8')));

/** The operation (path template of Vapi's document) a request is checked against, if its body is checked. */
function operationOf(method: string, url: string): string | null {
  if (method === 'POST' && (url === '/assistant' || url === '/call' || url === '/credential')) return url;
  if (method === 'PATCH' && /^\/assistant\/[^/?]+$/.test(url)) return '/assistant/{id}';
  if (method === 'PATCH' && /^\/phone-number\/[^/?]+$/.test(url)) return '/phone-number/{id}';
  return null;
}

/**
 * A stand-in for Vapi's API in tests: a real HTTP server on 127.0.0.1 that records every request and answers
 * `POST /call`, `GET /call/{id}` (with its `monitor.controlUrl`), `DELETE /call/{id}`, `POST /{call}/control` (live call control),
 * `POST /assistant`, `GET`/`PATCH`/`DELETE /assistant/{id}`, `GET`/`PATCH /phone-number/{id}`, `POST /credential`
 * and `GET /credential/{id}` like Vapi does (or with the status given to `failNext`). Request bodies are checked
 * against Vapi's published OpenAPI schemas first: one Vapi would refuse is answered 400 with the reasons and kept in
 * `invalid`. Bodies are then read as the SDK's DTOs and answers are the SDK's response types.
 * Calls, assistants and credentials it created, and ids given to `addAssistant` / `addPhoneNumber`, exist in its
 * organization; any other id answers 404. `assistant(id)`, `phoneNumber(id)` and `credential(id)` hold each as Vapi
 * would hold it now (a PATCH replaces the top-level keys it sends).
 */
export async function startFakeVapi() {
  const requests: CapturedRequest[] = [];
  const invalid: InvalidRequest[] = [];
  const assistants = new Map<string, Vapi.Assistant>();
  const phoneNumbers = new Map<string, PhoneNumber>();
  const credentials = new Map<string, WebhookCredential>();
  const placedCalls = new Map<string, Vapi.Call>();
  const controlMessages: { callId: string; body: unknown }[] = [];
  const deletedCalls: string[] = [];
  let seq = 0;
  let failures: number[] = [];
  let delayMs = 0;
  const stamp = () => new Date().toISOString();
  // Vapi's chat API: each chat's conversation as the model sees it, a brain that answers it, and the headers Vapi's
  // server messages carry (the deployment's credential).
  const chats = new Map<string, { chat: Vapi.Chat; history: ChatCompletionMessageParam[] }>();
  let chatBrain: ((req: ChatCompletionCreateParams) => StandInReply) | null = null;
  let serverHeaders: Record<string, string> = {};
  const toolCallsSent: Vapi.ServerMessageToolCalls[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the text
      }
      const method = req.method ?? '';
      const url = req.url ?? '';
      requests.push({ method, path: url, headers: req.headers, body });
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const answer = (status: number, value: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(value));
      };
      const fail = failures.shift();
      if (fail) return answer(fail, { message: ['phoneNumberId must be a string'], error: 'Bad Request', statusCode: fail });
      const operation = operationOf(method, url);
      if (operation) {
        const check = schema.request(operation, method, body);
        if (!check.ok) {
          invalid.push({ method, path: url, errors: check.errors });
          return answer(400, { message: check.errors.split('\n'), error: 'Bad Request', statusCode: 400 });
        }
      }

      if (method === 'POST' && url === '/call') {
        const dto = body as Vapi.CreateCallDto;
        const id = `vapi-call-${++seq}`;
        const call: Vapi.Call = {
          id, orgId: ORG_ID, createdAt: stamp(), updatedAt: stamp(), type: 'outboundPhoneCall', status: 'queued',
          assistantId: dto.assistantId, phoneNumberId: dto.phoneNumberId, customer: dto.customer, assistantOverrides: dto.assistantOverrides,
          monitor: { controlUrl: `http://${req.headers.host}/${id}/control` },
        };
        placedCalls.set(id, call);
        return answer(201, call satisfies Vapi.CreateCallsResponse);
      }
      // A call it placed, with the live call control URL Vapi gives in `monitor`.
      const placed = /^\/call\/([^/?]+)$/.exec(url);
      const call = placed && placedCalls.get(decodeURIComponent(placed[1]));
      if (method === 'GET' && call) return answer(200, { ...call, status: 'in-progress' } satisfies Vapi.Call);
      // Deleting a call removes it and its artifacts; one Vapi does not hold (deleted already, or never placed) is 404.
      if (method === 'DELETE' && placed) {
        if (!call) return answer(404, { message: 'Call not found', error: 'Not Found', statusCode: 404 });
        placedCalls.delete(call.id);
        deletedCalls.push(call.id);
        return answer(200, call satisfies Vapi.Call);
      }
      // Live call control (`monitor.controlUrl`): say, end-call and the like are accepted.
      const control = /^\/([^/]+)\/control$/.exec(url);
      if (method === 'POST' && control) {
        controlMessages.push({ callId: decodeURIComponent(control[1]), body: body as Vapi.ClientInboundMessageMessage });
        return answer(200, { ok: true });
      }

      if (method === 'POST' && url === '/chat') {
        const dto = body as Vapi.CreateChatDto;
        const assistant = dto.assistantId ? assistants.get(dto.assistantId) : undefined;
        if (!assistant || !chatBrain) return answer(400, { message: ['assistantId must be an assistant of the organization'], error: 'Bad Request', statusCode: 400 });
        const previous = dto.previousChatId ? chats.get(dto.previousChatId) : undefined;
        if (dto.previousChatId && !previous) return answer(404, { message: 'Chat not found', error: 'Not Found', statusCode: 404 });
        const chat: Vapi.Chat = {
          id: `vapi-chat-${++seq}`, orgId: ORG_ID, createdAt: stamp(), updatedAt: stamp(), assistantId: dto.assistantId, name: dto.name,
          input: dto.input, previousChatId: dto.previousChatId, assistantOverrides: dto.assistantOverrides,
        };
        const history = [...(previous?.history ?? []), { role: 'user' as const, content: typeof dto.input === 'string' ? dto.input : JSON.stringify(dto.input) }];
        const output: Vapi.ChatOutputItem[] = [];
        try {
          output.push(...await chatTurn(assistant, chat, history, dto.assistantOverrides?.variableValues ?? {}));
        } catch (err) {
          return answer(500, { message: String(err), error: 'Internal Server Error', statusCode: 500 });
        }
        chats.set(chat.id, { chat, history });
        return answer(201, { ...chat, messages: history as Vapi.ChatMessagesItem[], output } satisfies Vapi.Chat);
      }

      if (method === 'POST' && url === '/credential') {
        const dto = body as Vapi.CreateAssistantDtoCredentialsItem.Webhook;
        const id = `vapi-cred-${++seq}`;
        const credential: WebhookCredential = {
          id, orgId: ORG_ID, createdAt: stamp(), updatedAt: stamp(), provider: 'webhook', name: dto.name,
          authenticationPlan: dto.authenticationPlan as Vapi.WebhookCredentialAuthenticationPlan,
          authenticationSession: {},
        };
        credentials.set(id, credential);
        return answer(201, credential);
      }
      const credential = /^\/credential\/([^/?]+)$/.exec(url);
      if (method === 'GET' && credential && credentials.has(decodeURIComponent(credential[1]))) {
        return answer(200, credentials.get(decodeURIComponent(credential[1])));
      }

      if (method === 'POST' && url === '/assistant') {
        const id = `vapi-asst-${++seq}`;
        const made = { ...(body as Vapi.CreateAssistantDto), id, orgId: ORG_ID, createdAt: stamp(), updatedAt: stamp() } as Vapi.Assistant;
        assistants.set(id, made);
        return answer(201, made);
      }
      const found = /^\/(assistant|phone-number)\/([^/?]+)$/.exec(url);
      const id = found ? decodeURIComponent(found[2]) : '';
      if (found?.[1] === 'assistant' && assistants.has(id)) {
        if (method === 'GET') return answer(200, assistants.get(id));
        if (method === 'PATCH') {
          const changes = body as Vapi.UpdateAssistantDto;
          assistants.set(id, { ...assistants.get(id)!, ...(changes as object), id, updatedAt: stamp() } as Vapi.Assistant);
          return answer(200, assistants.get(id));
        }
        if (method === 'DELETE') {
          const gone = assistants.get(id);
          assistants.delete(id);
          return answer(200, gone);
        }
      }
      if (found?.[1] === 'phone-number' && phoneNumbers.has(id)) {
        if (method === 'GET') return answer(200, phoneNumbers.get(id)! satisfies Vapi.GetPhoneNumbersResponse);
        if (method === 'PATCH') {
          const { provider: _provider, ...changes } = body as Vapi.UpdatePhoneNumbersRequestBody.Twilio;
          phoneNumbers.set(id, { ...phoneNumbers.get(id)!, ...changes, updatedAt: stamp() });
          return answer(200, phoneNumbers.get(id)! satisfies Vapi.UpdatePhoneNumbersResponse);
        }
      }
      answer(404, { message: 'Not Found' });
    });
  });
  /**
   * One chat request as Vapi runs it: the brain answers the conversation (the assistant's system message with the
   * variables put in); each tool call it makes is sent as a `tool-calls` server message, with the chat, to the tool's
   * or the assistant's server and its result put back, until the brain answers in words (five rounds at most).
   */
  async function chatTurn(assistant: Vapi.Assistant, chat: Vapi.Chat, history: ChatCompletionMessageParam[], values: Record<string, unknown>) {
    const model = assistant.model as Vapi.OpenAiModel | undefined;
    const system = (model?.messages ?? []).map((m) => m.content ?? '').join('\n')
      .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(values[k] ?? ''));
    const output: Vapi.ChatOutputItem[] = [];
    for (let round = 0; round < 5; round++) {
      const reply = chatBrain!({ model: model?.model ?? 'gpt-4o', messages: [{ role: 'system', content: system }, ...history] });
      if (!reply.toolCalls?.length) {
        history.push({ role: 'assistant', content: reply.text ?? '' });
        output.push({ role: 'assistant', content: reply.text ?? '' });
        break;
      }
      const toolCalls: Vapi.ToolCall[] = reply.toolCalls.map((c) => ({ id: `vapi-tc-${++seq}`, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      history.push({ role: 'assistant', content: reply.text ?? null, tool_calls: toolCalls.map((t) => ({ id: t.id, type: 'function', function: { name: t.function.name, arguments: t.function.arguments } })) });
      output.push({ role: 'assistant', content: reply.text, tool_calls: toolCalls });
      const message: Vapi.ServerMessageToolCalls = { type: 'tool-calls', toolCallList: toolCalls, toolWithToolCallList: [], chat };
      toolCallsSent.push(message);
      const tool = (model?.tools ?? []).find((t) => 'function' in t && t.function?.name === toolCalls[0].function.name) as { server?: Vapi.Server } | undefined;
      const target = tool?.server?.url ?? assistant.server?.url;
      if (!target) throw new Error('the assistant has no server for its tool calls');
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...serverHeaders }, body: JSON.stringify({ message }) });
      if (!res.ok) throw new Error(`the server answered the tool calls ${res.status}`);
      const { results } = (await res.json()) as Vapi.ServerMessageResponseToolCalls;
      for (const t of toolCalls) {
        const result = results?.find((r) => r.toolCallId === t.id)?.result ?? '';
        history.push({ role: 'tool', tool_call_id: t.id, content: result });
        output.push({ role: 'tool', tool_call_id: t.id, content: result });
      }
    }
    return output;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The brain of Vapi's chat API (a scripted one, as the OpenAI-compatible stand-in's), and the headers of its server messages. */
    serveChats(brain: (req: ChatCompletionCreateParams) => StandInReply, headers: Record<string, string>) {
      chatBrain = brain;
      serverHeaders = headers;
    },
    /** The chats made, as Vapi holds them. */
    chat: (id: string) => chats.get(id)?.chat,
    /** The `tool-calls` server messages the chats sent. */
    toolCallsSent,
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests Vapi's schema refused (answered 400): a test that expects none asserts this is empty. */
    invalid,
    /** What live call control received, per call. */
    controlMessages,
    /** The ids of the calls deleted through `DELETE /call/{id}`, in order. */
    deletedCalls,
    /** A call the organization holds (placed outside this test), with its artifacts. */
    addCall: (id: string) => placedCalls.set(id, { id, orgId: ORG_ID, createdAt: stamp(), updatedAt: stamp(), type: 'outboundPhoneCall', status: 'ended' }),
    /** An assistant that exists in the organization (made outside Switchboard), with what else it holds. */
    addAssistant: (id: string, holds: Partial<Vapi.Assistant> = {}) => assistants.set(id, { ...holds, id, orgId: ORG_ID, createdAt: stamp(), updatedAt: stamp() }),
    /** The assistant as Vapi holds it now (undefined once deleted or never made). */
    assistant: (id: string) => assistants.get(id),
    /** Every assistant the organization holds now. */
    allAssistants: () => [...assistants.values()],
    /** A Twilio number imported into the organization (made outside Switchboard). */
    addPhoneNumber: (id: string, number = '+14155550100') =>
      phoneNumbers.set(id, { id, orgId: ORG_ID, createdAt: stamp(), updatedAt: stamp(), provider: 'twilio', number, twilioAccountSid: 'AC-fake' }),
    phoneNumber: (id: string) => phoneNumbers.get(id),
    credential: (id: string) => credentials.get(id),
    credentials,
    /** The credential is deleted at Vapi (from its dashboard, say). */
    removeCredential: (id: string) => credentials.delete(id),
    /** The next requests answer these statuses instead. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
    /** Every answer waits this long (0: none), as a slow Vapi would. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** The address of a server that is not listening: what an unreachable Vapi looks like. */
    unreachableUrl: 'http://127.0.0.1:9',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
