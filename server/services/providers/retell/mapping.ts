import type { CallCreatePhoneCallParams } from 'retell-sdk/resources/call';
import { templateFallbacks } from './agent';
import { isBlankValue } from '../../../lib/template-value';
import { variableValuesOf } from '../report-text';

/** Retell's bounds on a call's length, in milliseconds (one minute to two hours is what its agents take). */
const MIN_DURATION_MS = 60_000;
const MAX_DURATION_MS = 7_200_000;

/**
 * The call's variables as Retell's dynamic variables: each as text, and a blank one as its fallback in the agent's
 * texts (Retell has no fallback syntax of its own, so `{{first_name|there}}` says "there" through its value).
 */
export function retellDynamicVariables(
  variables: Record<string, unknown>, agent: { instructions: string; firstMessage: string },
): Record<string, string> {
  const values = variableValuesOf(variables);
  for (const [name, fallback] of Object.entries(templateFallbacks(agent.firstMessage, agent.instructions))) {
    if (isBlankValue(values[name])) values[name] = fallback;
  }
  return values;
}

/**
 * Retell's `POST /v2/create-phone-call` for a call: from the agent's Retell number to the callee, with the agent's
 * Retell agent, the call's variables, the longest it may last (the funds held) and the call's own id as metadata.
 */
export function retellCallRequest(
  agent: { assistantId: string; providerPhoneNumberId: string; instructions: string; firstMessage: string },
  call: { callId: string; phoneNumber: string; variables: Record<string, unknown>; maxDurationSeconds?: number | null },
): CallCreatePhoneCallParams {
  const body: CallCreatePhoneCallParams = {
    from_number: agent.providerPhoneNumberId,
    to_number: call.phoneNumber,
    override_agent_id: agent.assistantId,
    retell_llm_dynamic_variables: retellDynamicVariables(call.variables, agent),
    metadata: { switchboard_call_id: call.callId },
  };
  if (call.maxDurationSeconds != null) {
    body.agent_override = { agent: { max_call_duration_ms: Math.max(MIN_DURATION_MS, Math.min(MAX_DURATION_MS, call.maxDurationSeconds * 1000)) } };
  }
  return body;
}
