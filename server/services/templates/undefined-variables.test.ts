import { describe, expect, it } from 'vitest';
import { knownTemplateNames, undefinedTemplateVariables, variablesNeedingFallback } from './undefined-variables';

const known = knownTemplateNames([
  { name: 'first_name', context_type: 'contact' },
  { name: 'plan', context_type: 'contact' },
  { name: 'name', context_type: 'business' },
]);

describe('undefinedTemplateVariables', () => {
  it.each([
    ['Hello {{first_name}}', []],
    ['Hello {{ first_name }} from {{business_name}}', []],
    ['Your {{plan}} plan, {{frist_name}}', ['frist_name']],
    ['{{name}} is a business variable: only {{business_name}} names it', ['name']],
    ['{{business_plan}} is not defined for the business', ['business_plan']],
    ['{{missing}} twice: {{missing}}', ['missing']],
    ['No placeholders, {single} braces and {{ }} empty ones', []],
    ['', []],
    ['Hello {{first_name|there}}, {{ plan | basic }}', []],
    ['{{frist_name|there}} and {{disclosure}}', ['frist_name']],
  ])('%j → %j', (template, expected) => {
    expect(undefinedTemplateVariables(template, known)).toEqual(expected);
  });
});

describe('variablesNeedingFallback', () => {
  const business = { name: 'Bella Dental', city: '  ' };
  it.each([
    ['Hello {{first_name}}, {{disclosure}} This is {{business_name}}.', ['first_name']],
    ['Hello {{first_name|there}}, this is {{business_name}} in {{business_city}}.', ['business_city']],
    ['{{business_phone}} {{business_city|town}}', ['business_phone']],
    ['{{plan}} {{plan|basic}} {{first_name|there}}', ['plan']],
    ['No variables', []],
  ])('%j → %j', (template, expected) => {
    expect(variablesNeedingFallback(template, business)).toEqual(expected);
  });
});
