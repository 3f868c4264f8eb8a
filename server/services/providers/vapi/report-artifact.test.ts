import { beforeAll, describe, expect, it } from 'vitest';
import type { Vapi } from '@vapi-ai/server-sdk';
import type { SentReport } from '../../../testing/vapi-messages';
import { callRowOf, fundedAccount, type CallTestAccount } from '../../../testing/call-fixtures';
import { vapiEventsSetup } from '../../../../app/_testing/vapi-events';

// What an end-of-call report's artifact leaves on the call, sent as Vapi sends it: through the events route.

let acct: CallTestAccount;
const { send, placedCall } = vapiEventsSetup('vapi-artifact-secret');
beforeAll(async () => {
  acct = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Vapi Agent', provider_phone_number_id: `pn-artifact-${Date.now()}` } });
});
const answeredCall = () => placedCall(acct, { answered: true });

const report = (providerCallId: string | null, artifact: Vapi.Artifact) => ({
  type: 'end-of-call-report', endedReason: 'customer-ended-call', durationSeconds: 20, call: { id: providerCallId }, artifact,
}) satisfies SentReport;

describe("Vapi end-of-call report: the artifact's transcript and recording", () => {
  it('splits a one-line plain transcript, as in Vapi\'s docs, into its speakers\' lines when the report has no messages', async () => {
    const row = await answeredCall();
    const res = await send(report(row.providerCallId, { transcript: "AI: How can I help? User: What's the weather? AI: Sunny all day." }));
    expect(res.status).toBe(200);
    expect((await callRowOf(row.id)).transcript).toEqual([
      { role: 'agent', text: 'How can I help?', start_seconds: 0 },
      { role: 'customer', text: "What's the weather?", start_seconds: 0 },
      { role: 'agent', text: 'Sunny all day.', start_seconds: 0 },
    ]);
  });

  it("keeps the recording of Vapi's current field, recording.mono.combinedUrl, over the deprecated recordingUrl", async () => {
    const row = await answeredCall();
    await send(report(row.providerCallId, {
      recordingUrl: 'https://storage.vapi.test/deprecated.wav',
      recording: { mono: { combinedUrl: 'https://storage.vapi.test/mono.wav' }, stereoUrl: 'https://storage.vapi.test/stereo.wav' },
    }));
    expect((await callRowOf(row.id)).recordingUrl).toBe('https://storage.vapi.test/mono.wav');
  });

  it('falls back to the stereo recording, then to the deprecated field', async () => {
    const stereo = await answeredCall();
    await send(report(stereo.providerCallId, { recordingUrl: 'https://storage.vapi.test/deprecated.wav', recording: { stereoUrl: 'https://storage.vapi.test/stereo.wav' } }));
    expect((await callRowOf(stereo.id)).recordingUrl).toBe('https://storage.vapi.test/stereo.wav');

    const deprecated = await answeredCall();
    await send(report(deprecated.providerCallId, { recordingUrl: 'https://storage.vapi.test/deprecated.wav' }));
    expect((await callRowOf(deprecated.id)).recordingUrl).toBe('https://storage.vapi.test/deprecated.wav');
  });
});
