'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { TextArea, TextField } from '@/app/_components/ui/field';
import { Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { MAX_TEXT_LENGTH } from './send-text-form';

type Outcome = RouterOutputs['messages']['simulateReply'];

const intentWords: Record<NonNullable<Outcome['intent']>, string> = {
  opt_out: 'Read as an opt-out: the number is on the do-not-call list, its consents are revoked and its waiting calls and texts canceled.',
  opt_in: 'Read as START: texts to the number are allowed again (its call consents stay revoked).',
  help: 'Read as HELP.',
  reply: 'Kept as a reply on the contact, and sent to your webhooks as message.received.',
};

/** The keywords carriers and the law give a meaning of their own, one click each. */
const quick = ['STOP', 'START', 'HELP'] as const;

/**
 * Without Twilio: a text as if the customer had sent it, read exactly as a real one at the Twilio route, so STOP,
 * START and HELP can be tried before going live. What the business answered is shown, since no phone receives it.
 */
export function SimulateReplyForm({ initialFrom = '', onClose }: { initialFrom?: string; onClose: () => void }) {
  const utils = api.useUtils();
  const [from, setFrom] = useState(initialFrom);
  const [body, setBody] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const simulate = api.messages.simulateReply.useMutation({
    onSuccess: async (o) => {
      setOutcome(o);
      await utils.messages.invalidate();
    },
  });
  const errors = useFormErrors(simulate.error, ['from', 'body']);
  const send = (text: string) => {
    setOutcome(null);
    setBody(text);
    simulate.mutate({ from, body: text });
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        send(body);
      }}
    >
      <FormErrorSummary errors={errors} />
      <TextField label="From (the customer’s number)" type="tel" autoComplete="off" placeholder="+14155550123" value={from} onChange={(e) => setFrom(e.target.value)} required error={errors.field('from')} />
      <TextArea label="Their text" rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={MAX_TEXT_LENGTH} required error={errors.field('body')} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">Send a keyword:</span>
        {quick.map((word) => (
          <Button key={word} variant="secondary" disabled={!from.trim() || simulate.isPending} onClick={() => send(word)}>
            {word}
          </Button>
        ))}
      </div>
      {outcome && (
        <div className="space-y-2" data-testid="simulated-outcome">
          <Notice tone="success">
            {outcome.intent ? intentWords[outcome.intent] : 'Not acted on: no number of this account received it, or it was seen already.'}
            {outcome.canceledCallIds.length > 0 && ` ${outcome.canceledCallIds.length} waiting ${outcome.canceledCallIds.length === 1 ? 'call was' : 'calls were'} canceled.`}
          </Notice>
          {outcome.reply ? (
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Answered</p>
              <p className="mt-1 max-w-md whitespace-pre-wrap rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm text-slate-900" data-testid="simulated-reply">
                {outcome.reply}
              </p>
            </div>
          ) : (
            <p className="text-sm text-slate-600">No answer was sent back.</p>
          )}
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" busy={simulate.isPending}>
          Simulate text
        </Button>
      </div>
    </form>
  );
}
