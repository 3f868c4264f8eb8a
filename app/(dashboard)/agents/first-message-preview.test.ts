import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpokenFirstMessage } from './first-message-preview';

const html = (firstMessage: string, values: Parameters<typeof SpokenFirstMessage>[0]['values']) =>
  renderToStaticMarkup(createElement(SpokenFirstMessage, { firstMessage, values, testId: 'spoken' }));

/** The text a reader sees: tags dropped, entities decoded. */
const textOf = (markup: string) =>
  markup.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

const greeting = 'Hello {{first_name|there}}, this is {{business_name}}.';

describe('SpokenFirstMessage', () => {
  it('says the fallback where the contact has no value, and marks it', () => {
    const out = html(greeting, { business: { name: 'Bella Dental' } });
    expect(textOf(out)).toContain('Hello there, this is Bella Dental.');
    expect(out).toContain('<mark title="Fallback of {{first_name}}"');
    expect(out).toMatch(/<mark[^>]*>there<\/mark>/);
    expect(textOf(out)).toContain('Marked: said in place of {{first_name}}, which has no value here.');
  });

  it("says the contact's value, with nothing marked", () => {
    const out = html(greeting, { contact: { first_name: 'Ana' }, business: { name: 'Bella Dental' } });
    expect(textOf(out)).toBe('Hello Ana, this is Bella Dental.');
    expect(out).not.toContain('<mark');
  });

  it('never shows a gap before punctuation for a variable without a fallback', () => {
    expect(textOf(html('Hello {{first_name}}, this is {{business_name}}.', { business: { name: 'Bella Dental' } }))).toBe('Hello, this is Bella Dental.');
  });

  it('escapes values and says when there is no first message', () => {
    expect(html('{{first_name}}', { contact: { first_name: '<b>Ana</b>' } })).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(textOf(html('  {{nothing}} ', {}))).toBe('No first message.');
  });
});
