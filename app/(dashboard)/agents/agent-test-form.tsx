'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { fieldErrors } from '@/app/_trpc/errors';

type Tri = 'any' | 'yes' | 'no';
const tri = [{ value: 'any', label: 'Not judged' }, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];
const linesOf = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const yesNo = (v: Tri) => (v === 'any' ? undefined : v === 'yes');

/** A scripted test: what the caller says, line by line, and what the conversation must do and say. */
export function AgentTestForm({ agentId, onSaved }: { agentId: number; onSaved: () => void }) {
  const utils = api.useUtils();
  const [name, setName] = useState('');
  const [lines, setLines] = useState('');
  const [booked, setBooked] = useState<Tri>('any');
  const [optedOut, setOptedOut] = useState<Tri>('any');
  const [transferred, setTransferred] = useState<Tri>('any');
  const [said, setSaid] = useState('');
  const [notSaid, setNotSaid] = useState('');
  const create = api.agentTests.create.useMutation({
    onSuccess: async () => {
      await utils.agentTests.list.invalidate({ agentId });
      onSaved();
    },
  });
  const errors = fieldErrors(create.error);
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const expect = {
          ...(booked !== 'any' && { booked: booked === 'yes' ? {} : (false as const) }),
          ...(yesNo(optedOut) !== undefined && { opted_out: yesNo(optedOut) }),
          ...(yesNo(transferred) !== undefined && { transferred: yesNo(transferred) }),
          ...(linesOf(said).length && { said: linesOf(said) }),
          ...(linesOf(notSaid).length && { not_said: linesOf(notSaid) }),
        };
        create.mutate({ agentId, test: { name, caller: { lines: linesOf(lines) }, expect } });
      }}
    >
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} placeholder="Books a visit" autoFocus error={errors['test.name']} />
      <TextArea
        label="The caller says"
        hint="One line a turn; the agent answers each in turn."
        rows={4}
        value={lines}
        onChange={(e) => setLines(e.target.value)}
        required
        placeholder={"Hi, can I book a visit tomorrow at 10?\nYes, that works. Thanks!"}
        error={errors['test.caller.lines'] ?? errors['test.caller']}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Books an appointment" options={tri} value={booked} onChange={(e) => setBooked(e.target.value as Tri)} />
        <SelectField label="Opts the caller out" options={tri} value={optedOut} onChange={(e) => setOptedOut(e.target.value as Tri)} />
        <SelectField label="Transfers to a person" options={tri} value={transferred} onChange={(e) => setTransferred(e.target.value as Tri)} />
      </div>
      <TextArea label="The agent says" hint="Phrases it must say, one a line (a disclosure, for example)." rows={2} value={said} onChange={(e) => setSaid(e.target.value)} />
      <TextArea label="The agent never says" hint="One phrase a line." rows={2} value={notSaid} onChange={(e) => setNotSaid(e.target.value)} />
      <ErrorNote error={create.error} />
      <div className="flex justify-end">
        <Button type="submit" busy={create.isPending}>Add test</Button>
      </div>
    </form>
  );
}
