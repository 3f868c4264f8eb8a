import { config } from '../config';
import { HttpRefusal } from './refusal';

/**
 * Heavy requests take turns. A campaign preview over 50,000 contacts or a 1,000-row consent import costs a second of
 * CPU, a thousand times an ordinary request; four at once stalled every other request of the process. So a process
 * runs at most `slots` of them at once and at most one per account, and the rest wait in arrival order: when a turn
 * frees, the first waiter whose account has none running takes it, so one tenant's queue of exports never keeps
 * another tenant's single preview waiting. A waiter past `waitMs` gives up with 429 rate_limited, told when to retry.
 * The per-key rate limit counts such a request as `weight` requests (RouteOptions.heavy).
 */
export class HeavyWorkTurns {
  private running = 0;
  private readonly busy = new Map<number, number>();
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly slots: () => number,
    private readonly waitMs: () => number,
  ) {}

  async run<T>(accountId: number, work: () => Promise<T>): Promise<T> {
    await this.take(accountId);
    try {
      return await work();
    } finally {
      this.give(accountId);
    }
  }

  /** Requests running and waiting now (tests, health). */
  state() {
    return { running: this.running, waiting: this.waiting.length };
  }

  private free(accountId: number) {
    return this.running < this.slots() && !this.busy.has(accountId);
  }

  private take(accountId: number): Promise<void> {
    if (this.waiting.length === 0 && this.free(accountId)) {
      this.occupy(accountId);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { accountId, resolve, reject, timer: undefined };
      waiter.timer = setTimeout(() => {
        const i = this.waiting.indexOf(waiter);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(tooBusy(this.waitMs()));
      }, this.waitMs());
      this.waiting.push(waiter);
      // A waiter may be first in line for an account that has no turn running (another account holds the slots).
      this.admit();
    });
  }

  private give(accountId: number) {
    this.running--;
    const n = (this.busy.get(accountId) ?? 1) - 1;
    if (n > 0) this.busy.set(accountId, n);
    else this.busy.delete(accountId);
    this.admit();
  }

  private admit() {
    for (let i = 0; i < this.waiting.length && this.running < this.slots(); ) {
      const w = this.waiting[i];
      if (!this.busy.has(w.accountId)) {
        this.waiting.splice(i, 1);
        clearTimeout(w.timer);
        this.occupy(w.accountId);
        w.resolve();
      } else i++;
    }
  }

  private occupy(accountId: number) {
    this.running++;
    this.busy.set(accountId, (this.busy.get(accountId) ?? 0) + 1);
  }
}

interface Waiter {
  accountId: number;
  resolve: () => void;
  reject: (err: unknown) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const tooBusy = (waitMs: number) => {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 3000));
  return new HttpRefusal(
    'rate_limited',
    `The server is running other heavy requests (previews, bulk imports, exports) and this one waited ${Math.round(waitMs / 1000)} s for its turn; retry after Retry-After seconds.`,
    { 'Retry-After': String(retryAfter) },
  );
};

/** The process's turns, sized by HEAVY_REQUESTS_AT_ONCE and HEAVY_REQUEST_WAIT_MS. */
export const heavyWork = new HeavyWorkTurns(() => config.HEAVY_REQUESTS_AT_ONCE, () => config.HEAVY_REQUEST_WAIT_MS);
