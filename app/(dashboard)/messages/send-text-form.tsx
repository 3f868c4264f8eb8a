'use client';

import { useId, useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { callPurposeLabels, optionsOf } from '@/app/_components/labels';
import { SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { FormFooter } from '@/app/_components/ui/form-footer';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import type { MessagePurpose } from '@/server/db/schema';
import type { MAX_TEXT_LENGTH as SERVER_MAX } from '@/server/services/messages/schema';

// The server's ceiling, typed by its constant (a change there fails to compile here) without bundling its module.
export const MAX_TEXT_LENGTH: typeof SERVER_MAX = 1600;

export type SentText = RouterOutputs['messages']['sendText'];

/**
 * One text to a number. It passes the calls' gate at once: a number on the do-not-call list, a destination the
 * account does not text or a missing consent is refused here with the server's reason; outside the legal hours it
 * is kept and sent at the next lawful moment.
 */
export function SendTextForm({ onSent, onCancel }: { onSent: (text: SentText) => void; onCancel: () => void }) {
  const utils = api.useUtils();
  const counterId = useId();
  const [to, setTo] = useState('');
  const [body, setBody] = useState('');
  // Marketing by default, as the API: a text is held to the stricter consent unless it is said to be informational.
  const [purpose, setPurpose] = useState<MessagePurpose>('marketing');
  const send = api.messages.sendText.useMutation({
    onSuccess: async (text) => {
      await utils.messages.list.invalidate();
      onSent(text);
    },
  });
  const errors = useFormErrors(send.error, ['to', 'body', 'purpose']);
  const over = body.length > MAX_TEXT_LENGTH;

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ to, body, purpose });
      }}
    >
      <FormErrorSummary errors={errors} />
      <TextField label="To" type="tel" autoComplete="off" placeholder="+14155550123" value={to} onChange={(e) => setTo(e.target.value)} required error={errors.field('to')} />
      <div>
        <TextArea
          label="Message"
          rows={5}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={MAX_TEXT_LENGTH}
          required
          error={errors.field('body')}
          aria-describedby={counterId}
        />
        <p id={counterId} className={`mt-1 text-right text-xs ${over ? 'text-red-700' : 'text-slate-500'}`}>
          {body.length.toLocaleString('en-US')} / {MAX_TEXT_LENGTH.toLocaleString('en-US')} characters
        </p>
      </div>
      <SelectField
        label="Purpose"
        hint="Marketing needs the consent your account requires for marketing; informational is for what the customer asked for (an appointment, an order)."
        value={purpose}
        onChange={(e) => setPurpose(e.target.value as MessagePurpose)}
        options={optionsOf(callPurposeLabels)}
        error={errors.field('purpose')}
      />
      <FormFooter busy={send.isPending} onCancel={onCancel} submitLabel="Send text" />
    </form>
  );
}
