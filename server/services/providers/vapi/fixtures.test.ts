import type { Vapi } from '@vapi-ai/server-sdk';
import { describe, expect, it } from 'vitest';
import inbound from './fixtures/inbound-call.json';
import reportWithStructuredOutputs from './fixtures/end-of-call-report-structured-outputs.json';
import toolCalls from './fixtures/tool-calls.json';
import toolCallsObjectArguments from './fixtures/tool-calls-object-arguments.json';

/**
 * A JSON import types `"type": "tool-calls"` as `string`, not as the literal Vapi's type names, so the fixtures are
 * checked against the SDK's types with every literal widened to its kind: field names, required fields and the
 * shape of every value are the SDK's, only enum values are left to the tests that send them.
 */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widened<U>[]
        : T extends object
          ? { [K in keyof T]: Widened<T[K]> }
          : T;

/** A server message as Vapi posts it: `{ message }`. */
type Posted<M> = Widened<{ message: M }>;

/** Tool calls whose arguments are an object instead of Vapi's JSON text, which the adapter takes too. */
type ToolCallsWithObjectArguments = Omit<Vapi.ServerMessageToolCalls, 'toolCallList'> & {
  toolCallList: (Omit<Vapi.ToolCall, 'function'> & { function: Omit<Vapi.ToolCallFunction, 'arguments'> & { arguments: Record<string, unknown> } })[];
};

// Type-level: each recorded message satisfies the SDK's type of its kind (a field Vapi renames fails tsc here).
const recorded = {
  assistantRequest: inbound['assistant-request'] satisfies Posted<Vapi.ServerMessageAssistantRequest>,
  inProgress: inbound['status-update-in-progress'] satisfies Posted<Vapi.ServerMessageStatusUpdate>,
  ended: inbound['status-update-ended'] satisfies Posted<Vapi.ServerMessageStatusUpdate>,
  report: inbound['end-of-call-report'] satisfies Posted<Vapi.ServerMessageEndOfCallReport>,
  reportWithStructuredOutputs: reportWithStructuredOutputs satisfies Posted<Vapi.ServerMessageEndOfCallReport>,
  toolCalls: toolCalls satisfies Posted<Vapi.ServerMessageToolCalls>,
  // Arguments sent as an object, not as JSON text, on purpose: the adapter takes both.
  toolCallsObjectArguments: toolCallsObjectArguments satisfies Posted<ToolCallsWithObjectArguments>,
};

describe("Vapi fixtures as Vapi's SDK types them", () => {
  it.each(Object.entries(recorded))('%s names its message type', (_, fixture) => {
    expect(fixture.message.type).toMatch(/^[a-z-]+$/);
  });
});
