import { describe, expect, it } from 'vitest';
import { toolDefinitionsOf } from '../../tools/definitions';
import { changedAssistantKeys, vapiAssistantBody, type AssistantConfig } from './assistant';

const base: AssistantConfig = {
  name: 'An agent with a name far longer than forty characters',
  firstMessage: '',
  instructions: '',
  model: 'gpt-4o',
  voiceId: 'alloy',
  tools: toolDefinitionsOf(['opt_out', 'check_availability']),
  analysis: null,
  redactPii: false,
};
const server = { url: 'https://app.example/api/providers/vapi/events', credentialId: 'cred-1' };
const MESSAGES = ['status-update', 'end-of-call-report', 'transcript', 'tool-calls', 'transfer-destination-request'];

describe('the Vapi assistant of an agent', () => {
  it('cuts the name to Vapi\'s 40 characters and sends cleared fields as cleared', () => {
    const body = vapiAssistantBody(base, [], server);
    expect(body.name).toHaveLength(40);
    expect(body.firstMessage).toBe('');
    expect(body.model.messages).toEqual([]);
  });

  it('names the events URL and the credential on the assistant and on every tool, with the messages Switchboard reads', () => {
    const body = vapiAssistantBody(base, [], server);
    expect(body.server).toEqual(server);
    expect(body.serverMessages).toEqual(MESSAGES);
    expect(body.model.tools).toHaveLength(2);
    for (const tool of body.model.tools) expect(tool).toMatchObject({ type: 'function', server });
  });

  it("leaves the server out without a public URL, so Vapi uses the organization's server URL, and still names the messages", () => {
    const body = vapiAssistantBody(base, [], null);
    expect(body).not.toHaveProperty('server');
    expect(body.serverMessages).toEqual(MESSAGES);
    expect(body.model.tools[0]).toEqual({ type: 'function', function: expect.objectContaining({ name: 'opt_out' }) });
  });

  it('names only the keys an edit changes', () => {
    const before = vapiAssistantBody(base, [], server);
    expect(changedAssistantKeys(before, vapiAssistantBody(base, [], server))).toEqual({});
    expect(Object.keys(changedAssistantKeys(before, vapiAssistantBody({ ...base, voiceId: 'nova' }, [], server)))).toEqual(['voice']);
    expect(Object.keys(changedAssistantKeys(before, vapiAssistantBody({ ...base, analysis: { summary: true, success_criteria: 'x', extract: [] } }, [], server))))
      .toEqual(['artifactPlan']);
  });

  it("asks for Vapi's PCI mode when the account redacts, sends it off otherwise, and an edit of it sends only it", () => {
    expect(vapiAssistantBody({ ...base, redactPii: true }, [], server).compliancePlan).toEqual({ pciEnabled: true });
    expect(vapiAssistantBody(base, [], server).compliancePlan).toEqual({ pciEnabled: false });
    expect(changedAssistantKeys(vapiAssistantBody(base, [], server), vapiAssistantBody({ ...base, redactPii: true }, [], server)))
      .toEqual({ compliancePlan: { pciEnabled: true } });
  });
});
