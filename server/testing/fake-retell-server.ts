import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentCreateParams, AgentResponse, AgentUpdateParams } from 'retell-sdk/resources/agent';
import type { CallCreatePhoneCallParams, PhoneCallResponse } from 'retell-sdk/resources/call';
import type { LlmCreateParams, LlmResponse, LlmUpdateParams } from 'retell-sdk/resources/llm';
import type { PhoneNumberResponse, PhoneNumberUpdateParams } from 'retell-sdk/resources/phone-number';

export interface CapturedRetellRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * A stand-in for Retell's API in tests: a real HTTP server on 127.0.0.1 that records every request and answers the
 * paths Switchboard uses as Retell does, typed by retell-sdk: `POST /create-retell-llm`, `GET`/`PATCH`/`DELETE
 * /…-retell-llm/{id}`, `POST /create-agent`, `GET`/`PATCH`/`DELETE /…-agent/{id}`, `POST /v2/create-phone-call`,
 * `POST /v2/stop-call/{id}`, `DELETE /v2/delete-call/{id}`, `GET`/`PATCH /…-phone-number/{number}` (or the status given to `failNext`). Requests
 * must carry `Authorization: Bearer <apiKey>`. Numbers given to `addPhoneNumber` and what it created exist; any other
 * id answers 404.
 */
export async function startFakeRetell(apiKey = 'retell-key') {
  const requests: CapturedRetellRequest[] = [];
  const llms = new Map<string, LlmResponse>();
  const agents = new Map<string, AgentResponse>();
  const numbers = new Map<string, PhoneNumberResponse>();
  const phoneCalls = new Map<string, PhoneCallResponse>();
  const stopped: string[] = [];
  const deletedCalls: string[] = [];
  let seq = 0;
  let failures: number[] = [];
  const now = () => Date.now();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const method = req.method ?? 'GET';
      const url = (req.url ?? '').split('?')[0];
      requests.push({ method, path: url, headers: req.headers, body });
      const answer = (status: number, value?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(value === undefined ? '' : JSON.stringify(value));
      };
      if (req.headers.authorization !== `Bearer ${apiKey}`) return answer(401, { error_message: 'Unauthorized' });
      const failure = failures.shift();
      if (failure) return answer(failure, { error_message: `failed with ${failure}` });

      if (method === 'POST' && url === '/create-retell-llm') {
        const b = body as LlmCreateParams;
        const llm: LlmResponse = { ...b, llm_id: `llm_${++seq}`, last_modification_timestamp: now(), version: 0 } as LlmResponse;
        llms.set(llm.llm_id, llm);
        return answer(201, llm);
      }
      if (method === 'POST' && url === '/create-agent') {
        const b = body as AgentCreateParams;
        if (!b?.response_engine || !b.voice_id) return answer(400, { error_message: 'response_engine and voice_id are required' });
        if (b.response_engine.type === 'retell-llm' && !llms.has(b.response_engine.llm_id)) return answer(404, { error_message: 'LLM not found' });
        const agent = { ...b, agent_id: `agent_${++seq}`, last_modification_timestamp: now(), version: 0 } as AgentResponse;
        agents.set(agent.agent_id, agent);
        return answer(201, agent);
      }
      if (method === 'POST' && url === '/v2/create-phone-call') {
        const b = body as CallCreatePhoneCallParams;
        if (!b?.from_number || !b.to_number) return answer(400, { error_message: 'from_number and to_number are required' });
        if (!numbers.has(b.from_number)) return answer(404, { error_message: 'from_number not found' });
        const agentId = b.override_agent_id ?? numbers.get(b.from_number)!.outbound_agents?.[0]?.agent_id ?? '';
        if (!agents.has(agentId)) return answer(404, { error_message: 'agent not found' });
        const call: PhoneCallResponse = {
          call_id: `call_${(++seq).toString(16).padStart(8, '0')}`,
          call_type: 'phone_call',
          agent_id: agentId,
          agent_version: 0,
          call_status: 'registered',
          direction: 'outbound',
          from_number: b.from_number,
          to_number: b.to_number,
          retell_llm_dynamic_variables: b.retell_llm_dynamic_variables,
          metadata: b.metadata,
        };
        phoneCalls.set(call.call_id, call);
        return answer(201, call);
      }
      const stop = /^\/v2\/stop-call\/([^/]+)$/.exec(url);
      if (method === 'POST' && stop) {
        if (!phoneCalls.has(stop[1])) return answer(404, { error_message: 'call not found' });
        stopped.push(stop[1]);
        return answer(204);
      }
      // Deleting a call removes it and its recording and transcript; one Retell does not hold is 404.
      const deleteCall = /^\/v2\/delete-call\/([^/]+)$/.exec(url);
      if (method === 'DELETE' && deleteCall) {
        const id = decodeURIComponent(deleteCall[1]);
        if (!phoneCalls.has(id)) return answer(404, { error_message: 'call not found' });
        phoneCalls.delete(id);
        deletedCalls.push(id);
        return answer(204);
      }
      const item = /^\/(get|update|delete)-(retell-llm|agent|phone-number)\/([^/]+)$/.exec(url);
      if (item) {
        const [, verb, kind, rawId] = item;
        const id = decodeURIComponent(rawId);
        const store = (kind === 'retell-llm' ? llms : kind === 'agent' ? agents : numbers) as Map<string, object>;
        if (!store.has(id)) return answer(404, { error_message: 'Not Found' });
        const expected = verb === 'get' ? 'GET' : verb === 'update' ? 'PATCH' : 'DELETE';
        if (method !== expected) return answer(405, { error_message: 'Method Not Allowed' });
        if (verb === 'delete') {
          store.delete(id);
          return answer(204);
        }
        if (verb === 'update') {
          const changes = body as LlmUpdateParams | AgentUpdateParams | PhoneNumberUpdateParams;
          store.set(id, { ...store.get(id)!, ...changes, last_modification_timestamp: now() });
        }
        return answer(200, store.get(id));
      }
      answer(404, { error_message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    /** A number bought at or imported into Retell (made outside Switchboard). */
    addPhoneNumber: (number: string) =>
      numbers.set(number, { phone_number: number, phone_number_type: 'retell-twilio', last_modification_timestamp: now() }),
    phoneNumber: (number: string) => numbers.get(number),
    llm: (id: string) => llms.get(id),
    agent: (id: string) => agents.get(id),
    allAgents: () => [...agents.values()],
    allLlms: () => [...llms.values()],
    phoneCall: (id: string) => phoneCalls.get(id),
    /** Calls stopped through `POST /v2/stop-call/{id}`. */
    stopped,
    /** Calls deleted through `DELETE /v2/delete-call/{id}`, in order. */
    deletedCalls,
    /** A call Retell holds (placed outside this test), with its recording and transcript. */
    addPhoneCall: (id: string) => phoneCalls.set(id, { call_id: id, call_type: 'phone_call', agent_id: 'agent_x', call_status: 'ended', from_number: '+14155550100', to_number: '+14155550123', direction: 'outbound', version: 0, agent_version: 0 } as unknown as PhoneCallResponse),
    /** The next requests answer these statuses instead. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
