import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, textOf, type OpenAiStandIn, type StandInReply } from '@/server/testing/stand-ins/openai';
import type { ChatAgent } from '../llm-port';
import { openAiCompatibleChatModel } from './driver';

const agent: ChatAgent = {
  assistantId: null, instructions: 'You book visits.', firstMessage: 'Hello!', model: 'gpt-4o', variables: {},
  tools: [{ name: 'opt_out', description: 'Stop calling', parameters: { type: 'object', properties: {} } }],
};

let next: StandInReply = { text: 'hi' };
let standIn: OpenAiStandIn;
beforeAll(async () => { standIn = await startOpenAiStandIn(() => next); });
afterAll(() => standIn.close());

const model = (timeoutMs = 2000, modelName?: string) =>
  openAiCompatibleChatModel(() => ({ baseUrl: standIn.baseUrl, apiKey: 'sk-test', model: modelName, timeoutMs }));
const signal = () => new AbortController().signal;

describe('the OpenAI-compatible chat model', () => {
  it('sends the instructions, the turns with their tool calls and answers, and the tools; reads text and tool calls back', async () => {
    next = { text: 'One moment.', toolCalls: [{ name: 'opt_out', args: { reason: 'asked' } }] };
    const reply = await model(2000, 'llama-3').reply(agent, [
      { role: 'assistant', text: 'Hello!' },
      { role: 'user', text: 'Stop calling me.' },
      { role: 'assistant', text: '', toolCalls: [{ id: 'c1', name: 'opt_out', args: {} }] },
      { role: 'tool', toolCallId: 'c1', text: '{"ok":true}' },
    ], { signal: signal() });
    expect(reply.text).toBe('One moment.');
    expect(reply.toolCalls).toEqual([{ id: expect.any(String), name: 'opt_out', args: { reason: 'asked' } }]);
    const sent = standIn.requests.at(-1)!;
    expect(sent.model).toBe('llama-3');
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'assistant', 'tool']);
    expect(textOf(sent.messages[0])).toBe('You book visits.');
    expect(sent.messages[3]).toMatchObject({ tool_calls: [{ id: 'c1', type: 'function', function: { name: 'opt_out', arguments: '{}' } }] });
    expect(sent.messages[4]).toMatchObject({ tool_call_id: 'c1', content: '{"ok":true}' });
    expect(sent.tools).toEqual([{ type: 'function', function: { name: 'opt_out', description: 'Stop calling', parameters: { type: 'object', properties: {} } } }]);
  });

  it("names the agent's own model when LLM_MODEL is unset", async () => {
    next = { text: 'ok' };
    await model().reply(agent, [{ role: 'user', text: 'hi' }], { signal: signal() });
    expect(standIn.requests.at(-1)!.model).toBe('gpt-4o');
  });

  it('turns a timeout and a refusal into plain reasons', async () => {
    next = { hang: true };
    await expect(model(300).reply(agent, [{ role: 'user', text: 'hi' }], { signal: signal() })).rejects.toThrow('did not answer within 300 ms');
    next = { status: 500 };
    await expect(model().reply(agent, [{ role: 'user', text: 'hi' }], { signal: signal() })).rejects.toThrow(/answered 500/);
  });

  it('is configured only with a base URL', () => {
    expect(openAiCompatibleChatModel(() => ({ baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 1000 })).configured()).toBe(false);
    expect(model().configured()).toBe(true);
  });
});
