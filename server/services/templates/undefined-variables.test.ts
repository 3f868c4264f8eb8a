import { describe, expect, it } from 'vitest';
import { knownTemplateNames, undefinedTemplateVariables } from './undefined-variables';

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
  ])('%j → %j', (template, expected) => {
    expect(undefinedTemplateVariables(template, known)).toEqual(expected);
  });
});
