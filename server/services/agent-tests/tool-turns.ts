import { randomBytes } from 'node:crypto';
import type { Database, Tx } from '../../db/types';
import type { ProviderToolCall, ToolCallAnswer } from '../providers/events';
import { oneLine } from '../tools/result';

/** A tool's answer as the conversation reads it: the line the model hears, and whatever else the tool said. */
export interface TurnAnswer { message: string }

/** One tool call a provider made during a turn, and what it answered. */
export interface RanTool<A extends TurnAnswer> { id: string; name: string; args: Record<string, unknown> | undefined; answer: A }

type Serve = (calls: ProviderToolCall[]) => Promise<ToolCallAnswer[]>;

/**
 * The turns of conversation tests now waiting on a provider that runs tools by webhook (Vapi's chat), in this
 * process. A test's sandbox is a transaction of the process that runs it, so the webhook can only serve its tool
 * calls here: the embedded worker runs tests in the server's own process, which receives the webhooks. A webhook
 * that lands on another process (a separate worker) is answered that the tool did not run.
 */
const open = new Map<string, { serve: Serve; tx: Tx }>();

/** The sandbox's transaction of a turn open here, through which its webhook is read (provider-webhooks/service.ts). */
export const turnDatabase = (turn: string): Database | undefined => open.get(turn)?.tx as Database | undefined;

/** Unguessable, and short enough for a provider's chat name (Vapi keeps 40 characters). */
const newTurn = () => `sbt_${randomBytes(16).toString('hex')}`;

/** The webhook's side: the tool calls of a chat turn, answered by the test that opened it, once per tool call id. */
export async function answerTestToolCalls(turn: string, calls: ProviderToolCall[]): Promise<ToolCallAnswer[]> {
  const here = open.get(turn);
  if (here) return here.serve(calls);
  const line = 'This conversation test is not running here, so the tool did not run.';
  return calls.map((c) => ({ id: c.id, name: c.name, message: line }));
}

/**
 * The test's side: `reply` runs with a fresh turn open, and every tool call the provider sends for it meanwhile is
 * run by `run` (in the test's sandbox); a provider's repeat of a tool call id answers the first run. The turn closes
 * when `reply` ends, whatever its outcome.
 */
export async function withToolTurn<T, A extends TurnAnswer>(
  tx: Tx,
  run: (name: string, args: Record<string, unknown> | undefined) => Promise<A>,
  reply: (turn: string) => Promise<T>,
): Promise<{ value: T; ran: RanTool<A>[] }> {
  const turn = newTurn();
  const ran: RanTool<A>[] = [];
  const byId = new Map<string, Promise<A>>();
  // One tool at a time, in the order they came: the sandbox is one transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const runOnce = (c: ProviderToolCall): Promise<A> => {
    let answer = byId.get(c.id);
    if (!answer) {
      answer = queue.then(() => run(c.name, c.args)).then((a) => {
        ran.push({ id: c.id, name: c.name, args: c.args, answer: a });
        return a;
      });
      queue = answer.catch(() => undefined);
      byId.set(c.id, answer);
    }
    return answer;
  };
  open.set(turn, {
    tx,
    serve: async (calls) => Promise.all(calls.map(async (c) => ({ id: c.id, name: c.name, message: oneLine((await runOnce(c)).message) }))),
  });
  try {
    const value = await reply(turn);
    // A tool call still running when the provider answered (it gave up waiting) finishes before the turn closes.
    await queue;
    return { value, ran };
  } finally {
    open.delete(turn);
  }
}
