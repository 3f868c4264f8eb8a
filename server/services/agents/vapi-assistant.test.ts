import { describe, expect, it } from 'vitest';
import { changedAssistantKeys, vapiAssistantBody, type AssistantConfig } from './vapi-assistant';

const base: AssistantConfig = {
  name: 'An agent with a name far longer than forty characters',
  firstMessage: '',
  instructions: '',
  model: 'gpt-4o',
  voiceId: 'alloy',
  tools: ['opt_out'],
  analysis: null,
};

describe('the Vapi assistant of an agent', () => {
  it('cuts the name to Vapi\'s 40 characters and sends cleared fields as cleared', () => {
    const body = vapiAssistantBody(base, [], 'https://app.example/api/providers/vapi/events');
    expect(body.name).toHaveLength(40);
    expect(body.firstMessage).toBe('');
    expect(body.model.messages).toEqual([]);
    expect(body.model.tools[0]).toMatchObject({ server: { url: 'https://app.example/api/providers/vapi/events' } });
  });

  it("leaves the tools' server out without a public URL, so Vapi uses the organization's server URL", () => {
    const [tool] = vapiAssistantBody(base, [], null).model.tools;
    expect(tool).toEqual({ type: 'function', function: expect.objectContaining({ name: 'opt_out' }) });
  });

  it('names only the keys an edit changes', () => {
    const before = vapiAssistantBody(base, [], null);
    expect(changedAssistantKeys(before, vapiAssistantBody(base, [], null))).toEqual({});
    expect(Object.keys(changedAssistantKeys(before, vapiAssistantBody({ ...base, voiceId: 'nova' }, [], null)))).toEqual(['voice']);
    expect(Object.keys(changedAssistantKeys(before, vapiAssistantBody({ ...base, analysis: { summary: true, success_criteria: 'x', extract: [] } }, [], null))))
      .toEqual(['artifactPlan']);
  });
});
