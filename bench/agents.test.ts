import { describe, expect, it } from 'vitest';
import { listDisagreement } from './agents';

const agent = (id: number, extra: Record<string, unknown> = {}) => ({ id, name: `Agent ${id}`, provider: 'simulator', ...extra });

describe('the agents bench: the app and the bare server answer the same list', () => {
  it('agrees on the same list, field for field', () => {
    const list = { agents: [agent(1), agent(2)] };
    expect(listDisagreement(list, structuredClone(list), 2)).toBeNull();
  });

  it('names a field only one side answers', () => {
    const app = { agents: [agent(1, { purpose: 'marketing' }), agent(2, { purpose: 'marketing' })] };
    const bare = { agents: [agent(1), agent(2)] };
    expect(listDisagreement(app, bare, 2)).toBe("agent 1: `purpose` only in the app's");
    expect(listDisagreement(bare, app, 2)).toBe("agent 1: `purpose` only in the bare server's");
  });

  it('names a field whose value differs, and a different order of fields', () => {
    expect(listDisagreement({ agents: [agent(1)] }, { agents: [agent(1, { provider: 'vapi' })] }, 1)).toBe(
      'agent 1: `provider` is "simulator" in the app\'s, "vapi" in the bare server\'s',
    );
    const reordered = { agents: [{ name: 'Agent 1', id: 1, provider: 'simulator' }] };
    expect(listDisagreement({ agents: [agent(1)] }, reordered, 1)).toMatch(/^agent 1: the fields come in another order/);
  });

  it('counts the agents and refuses an answer that is no list', () => {
    expect(listDisagreement({ agents: [agent(1)] }, { agents: [agent(1)] }, 2)).toBe('1 agents from the app and 1 from the bare server, not 2');
    expect(listDisagreement({ error: 'invalid_key' }, { agents: [] }, 0)).toMatch(/^no agents list from the app/);
  });
});
