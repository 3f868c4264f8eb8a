import { describe, expect, it } from 'vitest';
import { vapiAssistantBody } from '../providers/vapi/assistant';
import { liquidTemplate } from '../../lib/liquid';

describe('liquidTemplate', () => {
  it.each([
    ['Hello {{first_name|there}}, this is {{business_name}}.', 'Hello {{ first_name | default: "there" }}, this is {{business_name}}.'],
    ['Hi {{ first_name | my friend }}!', 'Hi {{ first_name | default: "my friend" }}!'],
    ['Say {{nickname|"Sam"}}', `Say {{ nickname | default: '"Sam"' }}`],
    ['{{title|}} Smith', '{{ title | default: "" }} Smith'],
    ['No placeholders', 'No placeholders'],
    ['{{ unclosed', '{{ unclosed'],
    ['{{first_name}} {{disclosure}}', '{{first_name}} {{disclosure}}'],
  ])('%s → %s', (template, liquid) => {
    expect(liquidTemplate(template)).toBe(liquid);
  });

  it('keeps the fallback in the assistant Vapi fills in, first message and instructions alike', () => {
    const body = vapiAssistantBody(
      { name: 'Front desk', firstMessage: 'Hello {{first_name|there}}.', instructions: 'Call {{first_name|the customer}}.', model: 'gpt-4o', voiceId: 'alloy', tools: [], analysis: null, redactPii: false },
      [],
      null,
    );
    expect(body.firstMessage).toBe('Hello {{ first_name | default: "there" }}.');
    expect(body.model.messages).toEqual([{ role: 'system', content: 'Call {{ first_name | default: "the customer" }}.' }]);
  });
});
