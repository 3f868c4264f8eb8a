import { describe, expect, it } from 'vitest';
import { catalogueView } from './catalogue-view';

const models = [{ value: 'gpt-4o', label: 'GPT-4o' }, { value: 'gpt-4o-mini', label: 'gpt-4o-mini' }];

describe('catalogueView', () => {
  it('waits while the list loads, showing the current value without calling it "no longer offered"', () => {
    const view = catalogueView({ what: 'models', value: 'gpt-4o', options: undefined, loading: true });
    expect(view).toEqual({ options: [{ value: 'gpt-4o', label: 'gpt-4o' }], hint: 'Loading the models this server offers…', disabled: true });
    expect(JSON.stringify(view)).not.toContain('no longer offered');
  });

  it('offers the catalogue once loaded, the current value among it', () => {
    expect(catalogueView({ what: 'models', value: 'gpt-4o', options: models, loading: false })).toEqual({
      options: [{ value: 'gpt-4o', label: 'GPT-4o (gpt-4o)' }, { value: 'gpt-4o-mini', label: 'gpt-4o-mini' }], hint: undefined, disabled: false,
    });
  });

  it('keeps a value the loaded catalogue no longer offers, first and marked', () => {
    const view = catalogueView({ what: 'models', value: 'gpt-3', options: models, loading: false });
    expect(view.options[0]).toEqual({ value: 'gpt-3', label: 'gpt-3 (current, no longer offered)' });
    expect(view.hint).toMatch(/^No longer offered by this server/);
    expect(view.disabled).toBe(false);
  });
});
