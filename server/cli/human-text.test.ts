import { describe, expect, it } from 'vitest';
import { humanText } from './human-text';

describe('a result in words for a person', () => {
  it('writes scalars as lines, a reference in one phrase, a nested object as a block, an empty list as none', () => {
    expect(humanText({ id: 3, name: 'Spring', agent: { id: 1, name: 'Front desk', assistant_id: 'a-1' }, ended_at: null, tags: [],
      retry: { max_attempts: 2, on: ['busy', 'no_answer'], delay_minutes: 30 } })).toBe(
      ['id: 3', 'name: Spring', 'agent: 1 Front desk', 'ended_at: -', 'tags: none', 'retry:', '  max_attempts: 2', '  on: busy, no_answer', '  delay_minutes: 30'].join('\n'),
    );
  });

  it('writes a list answer as a table with a line of paging, or says it is empty', () => {
    expect(humanText({ count: 0, page: 1, limit: 20, pages: 0, webhooks: [] })).toBe('No webhooks.');
    expect(humanText({ count: 2, page: 1, limit: 20, pages: 1, items: [{ id: 1, url: 'https://a' }, { id: 22, url: null }] })).toBe(
      ['ID  URL', '1   https://a', '22  -', '(2 in all; page 1 of 1)'].join('\n'),
    );
  });

  it('writes a list inside a result as an indented table', () => {
    expect(humanText({ ok: true, rows: [{ a: 1, b: 'x' }] })).toBe(['ok: true', 'rows:', '  a  b', '  1  x'].join('\n'));
  });
});
