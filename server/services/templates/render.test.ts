import { describe, expect, it } from 'vitest';
import {
  FALLBACK_MAX_LENGTH, malformedPlaceholders, renderParts, renderTemplate, templatePlaceholders, templateVariables, variablesWithoutFallback,
} from './render';

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
    expect(templateVariables('{{a|x}} {{ b | y z }} {{a}}')).toEqual(['a', 'b']);
  });
});

describe('fallbacks', () => {
  const greet = 'Hello {{first_name|there}}, this is {{business_name}}.';
  it.each<[string, Record<string, unknown>, string]>([
    ['missing', {}, 'Hello there, this is Bella Dental.'],
    ['null', { first_name: null }, 'Hello there, this is Bella Dental.'],
    ['empty', { first_name: '' }, 'Hello there, this is Bella Dental.'],
    ['whitespace', { first_name: ' \t\n ' }, 'Hello there, this is Bella Dental.'],
    ['present', { first_name: 'Ana' }, 'Hello Ana, this is Bella Dental.'],
    ['present with spaces kept', { first_name: ' Ana ' }, 'Hello  Ana , this is Bella Dental.'],
    ['zero', { first_name: 0 }, 'Hello 0, this is Bella Dental.'],
    ['false', { first_name: false }, 'Hello false, this is Bella Dental.'],
  ])('%s value', (_, contact, expected) => {
    expect(renderTemplate(greet, { contact, business: { name: 'Bella Dental' } })).toBe(expected);
  });

  it.each([
    ['{{ first_name | my friend }}', 'my friend'],
    ['{{first_name|  dear caller  }}!', 'dear caller!'],
    ["{{first_name|l'ami, à bientôt}}", "l'ami, à bientôt"],
    ['{{business_city|our city}}', 'our city'],
    ['{{visits|none}} and {{vip|no}}', '3 and true'],
    ['Dear {{title|}} Ana', 'Dear Ana'],
    ['Hi {{first_name|there}} and {{first_name}}.', 'Hi there and.'],
  ])('%s → %s', (template, expected) => {
    expect(renderTemplate(template, { contact: { visits: 3, vip: true } })).toBe(expected);
  });

  it('uses an override over the fallback, and the fallback when the override is blank', () => {
    expect(renderTemplate('{{first_name|there}}', { contact: { first_name: 'Ana' }, overrides: { first_name: 'Bo' } })).toBe('Bo');
    expect(renderTemplate('{{first_name|there}}', { contact: { first_name: 'Ana' }, overrides: { first_name: ' ' } })).toBe('there');
  });

  it('formats numbers, dates and objects as before, with or without a fallback', () => {
    const contact = { n: 1234.5, big: 10n, when: '2026-11-26T09:00:00.000Z', obj: { a: 1 }, list: [1, 2] };
    for (const t of ['{{n}} {{big}} {{when}} {{obj}} {{list}}', '{{n|x}} {{big|x}} {{when|x}} {{obj|x}} {{list|x}}']) {
      expect(renderTemplate(t, { contact })).toBe('1234.5 10 2026-11-26T09:00:00.000Z {"a":1} [1,2]');
    }
  });
});

describe('a placeholder that renders empty takes the spaces before it', () => {
  it.each([
    ['Hello {{nickname}}, this is Bella.', 'Hello, this is Bella.'],
    ['Hello {{nickname}}!', 'Hello!'],
    ['Hello {{nickname}}', 'Hello'],
    ['Hi {{nickname}} from Bella', 'Hi from Bella'],
    ['Dear {{title}} {{last_name}}, hi', 'Dear, hi'],
    ['Dear {{title}} {{first_name}}, hi', 'Dear Ana, hi'],
    ['(call {{phone}})', '(call)'],
    ['Line\n{{nothing}}\nnext', 'Line\n\nnext'],
    ['Hi\t{{nothing}}.', 'Hi.'],
    ['{{nothing}}, welcome', ', welcome'],
    ['a{{nothing}}b', 'ab'],
    ['the {{nothing}}x', 'the x'],
    ['{{nothing}}|{{other}}', '|'],
  ])('%j → %j', (template, expected) => {
    expect(renderTemplate(template, { contact: { first_name: 'Ana' } })).toBe(expected);
  });
});

describe('hostile templates', () => {
  it('leaves a fallback that is too long as written text, and renders one at the bound', () => {
    const atBound = 'x'.repeat(FALLBACK_MAX_LENGTH);
    expect(renderTemplate(`{{first_name|${atBound}}}`, {})).toBe(atBound);
    const tooLong = `{{first_name|${'x'.repeat(FALLBACK_MAX_LENGTH + 1)}}}`;
    expect(renderTemplate(tooLong, {})).toBe(tooLong);
    expect(malformedPlaceholders(tooLong)).toHaveLength(1);
  });

  it.each([
    ['{{first_name|a{b}}}', '{{first_name|a{b}}}'],
    ['{{first_name|a|b}}', '{{first_name|a|b}}'],
    ['{{first_name|a\u0000b}}', '{{first_name|a\u0000b}}'],
    ['{{first_name|a\nb}}', '{{first_name|a\nb}}'],
    ['{{first_name|there', '{{first_name|there'],
    ['{{first_name', '{{first_name'],
    ['Hello {{', 'Hello {{'],
    ['}}{{first_name}}{{', '}}Ana{{'],
    ['{{{first_name}}}', '{Ana}'],
    ['a\u0000{{first_name}}\u0000', 'a\u0000Ana\u0000'],
  ])('%j → %j', (template, expected) => {
    expect(renderTemplate(template, { contact: { first_name: 'Ana' } })).toBe(expected);
  });

  it('stays fast on long runs of spaces, braces and unclosed placeholders', () => {
    const huge = [' '.repeat(200_000), '{{'.repeat(50_000), `{{a|${'y'.repeat(50_000)}`, `${' '.repeat(100_000)}{{a}}.`].join('');
    const started = performance.now();
    const out = renderTemplate(huge, {});
    malformedPlaceholders(huge);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(out.endsWith('y.')).toBe(true);
  });
});

describe('placeholders and their fallbacks', () => {
  it('lists each placeholder with its fallback, trimmed', () => {
    expect(templatePlaceholders('{{a}} {{ b | x y }} {{c|}}')).toEqual([
      { name: 'a', fallback: null }, { name: 'b', fallback: 'x y' }, { name: 'c', fallback: '' },
    ]);
  });

  it.each([
    ['Hello {{first_name|there}}, {{disclosure}}', ['disclosure']],
    ['{{first_name}} then {{first_name|there}}', ['first_name']],
    ['{{a|x}} {{b|}}', []],
  ])('%j uses %j without a fallback', (template, expected) => {
    expect(variablesWithoutFallback(template)).toEqual(expected);
  });

  it.each([
    ['{{ok}} {{ok|fine}} {single}', []],
    ['{{ not valid-name }} and {{a|b|c}}', ['{{ not valid-name }}', '{{a|b|c}}']],
    ['{{ }} and {{first_name', ['{{ }}', '{{first_name']],
    ['{{{a}}}', []],
  ])('%j has malformed %j', (template, expected) => {
    expect(malformedPlaceholders(template)).toEqual(expected);
  });
});

describe('renderParts', () => {
  it('tells values, fallbacks and empty placeholders apart, and renderTemplate joins them', () => {
    const template = 'Hello {{first_name|there}}, {{business_name}} here{{nothing}}. {{title|}}';
    const values = { business: { name: 'Bella' } };
    expect(renderParts(template, values)).toEqual([
      { kind: 'text', text: 'Hello ' },
      { kind: 'fallback', name: 'first_name', text: 'there' },
      { kind: 'text', text: ', ' },
      { kind: 'value', name: 'business_name', text: 'Bella' },
      { kind: 'text', text: ' here' },
      { kind: 'empty', name: 'nothing', text: '' },
      { kind: 'text', text: '.' },
      { kind: 'empty', name: 'title', text: '' },
    ]);
    expect(renderTemplate(template, values)).toBe('Hello there, Bella here.');
  });

  it("never takes spaces out of a value, only out of the template's own text", () => {
    expect(renderTemplate('{{a}} {{b}}, x', { contact: { a: 'padded  ' } })).toBe('padded  , x');
  });

  it('stays linear over many empty placeholders in a row', () => {
    const template = `${'{{a}} '.repeat(50_000)}end`;
    const started = performance.now();
    expect(renderTemplate(template, {})).toBe(' end');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
