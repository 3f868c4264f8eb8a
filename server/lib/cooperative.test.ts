import { describe, expect, it } from 'vitest';
import { cooperative } from './cooperative';

describe('cooperative', () => {
  it('lets I/O callbacks run during a long in-memory loop', async () => {
    let fired = false;
    setImmediate(() => {
      fired = true;
    });
    const tick = cooperative(1);
    const start = performance.now();
    // Without the tick's break the loop would spin its whole half second with the callback still waiting.
    while (!fired && performance.now() - start < 500) await tick();
    expect(fired).toBe(true);
  });

  it('does not break a loop that has not used its slice', () => {
    const tick = cooperative(60_000);
    expect(tick()).toBeUndefined();
  });
});
