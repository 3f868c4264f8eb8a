import { describe, expect, it } from 'vitest';
import { renderTemplate, templateVariables } from './render';

const values = {
  contact: { first_name: 'Ana', last_name: 'Silva', vip: true, visits: 3, business_note: 'contact-level' },
  business: { name: 'Acme Dental', phone: '+14155550100' },
  overrides: { appointment: 'Tuesday 3pm', first_name: 'Annie' },
};

describe('renderTemplate', () => {
  it.each([
    ['Hi {{first_name}}, {{business_name}} here', 'Hi Annie, Acme Dental here'],
    ['{{ last_name }}', 'Silva'],
    ['{{last_name}}{{  last_name}}', 'SilvaSilva'],
    ['Call {{business_phone}}', 'Call +14155550100'],
    ['{{unknown}}|{{business_unknown}}', '|'],
    ['{{vip}} {{visits}}', 'true 3'],
    ['{{appointment}}', 'Tuesday 3pm'],
    ['{{business_note}}', 'contact-level'],
    ['{{ not valid-name }} stays', '{{ not valid-name }} stays'],
    ['no placeholders', 'no placeholders'],
  ])('%s → %s', (template, expected) => {
    expect(renderTemplate(template, values)).toBe(expected);
  });

  it('uses the contact value when no override is given', () => {
    expect(renderTemplate('Hi {{first_name}}', { contact: { first_name: 'Ana' } })).toBe('Hi Ana');
  });

  it('lets a call variable override a business value', () => {
    expect(renderTemplate('{{business_name}}', { business: { name: 'A' }, overrides: { business_name: 'B' } })).toBe('B');
  });

  it('lists the variables a template uses', () => {
    expect(templateVariables('{{a}} {{ b }} {{a}} {{business_name}}')).toEqual(['a', 'b', 'business_name']);
  });
});
