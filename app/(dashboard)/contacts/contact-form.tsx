'use client';

import { useState } from 'react';
import { contactStageLabels, contactStatusLabels, optionsOf } from '@/app/_components/labels';
import { Button } from '@/app/_components/ui/button';
import { SelectField, TextField } from '@/app/_components/ui/field';
import { timeZones } from '@/app/_components/local-time';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import type { ContactStage, ContactStatus } from '@/server/db/schema';
import { ContextValuesEditor, inputValue, outputValue } from './context-values';
import { emptyPhone, PhoneEditor, type PhoneDraft } from './phone-editor';

type Contact = RouterOutputs['contacts']['get'];

const textFields = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['website', 'Website'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State or province'],
  ['zip_code', 'Postal code'],
  ['country', 'Country'],
] as const;
type TextKey = (typeof textFields)[number][0];

/** The fields this form shows a problem under; any other problem goes to the summary at the top. */
const fields = [...textFields.map(([key]) => key), 'timezone', 'status', 'stage', 'team_id', 'tags', 'phone_numbers.*', 'variables.*'];

const textHints: Partial<Record<TextKey, string>> = {
  country: 'Two letters, such as US. Numbers are read in this country.',
  state: "US-FL, FL or Florida bring that state's calling laws to calls to this contact.",
};

function initialText(c: Contact | null): Record<TextKey, string> {
  const out = {} as Record<TextKey, string>;
  for (const [key] of textFields) out[key] = c ? String(c[key] ?? '') : key === 'country' ? 'US' : '';
  return out;
}

/**
 * The numbers a save sends: rows left empty are dropped (a new contact's first row may stay empty), and when the
 * primary was among them the first number left becomes primary. `indexOf[i]` is row i's place in what is sent,
 * where the API's problems (`phone_numbers.1`) point.
 */
function sentPhones(phones: PhoneDraft[]): { phones: PhoneDraft[]; indexOf: (number | undefined)[] } {
  const kept: PhoneDraft[] = [];
  const indexOf = phones.map((p) => (p.phone_number.trim() === '' ? undefined : kept.push(p) - 1));
  if (kept.length && !kept.some((p) => p.primary)) kept[0] = { ...kept[0], primary: true };
  return { phones: kept, indexOf };
}

export function ContactForm({ contact, onDone, onCreated }: { contact: Contact | null; onDone: () => void; onCreated: (id: number) => void }) {
  const utils = api.useUtils();
  const teams = api.team.teams.useQuery();
  const defs = api.variables.list.useQuery({ context_type: 'contact', limit: 100 });
  const [text, setText] = useState(() => initialText(contact));
  const [status, setStatus] = useState<ContactStatus>(contact?.status ?? 'not_contacted');
  const [stage, setStage] = useState<ContactStage>(contact?.stage ?? 'lead');
  const [teamId, setTeamId] = useState(contact?.team_id ? String(contact.team_id) : '');
  const [tags, setTags] = useState(contact?.tags.join(', ') ?? '');
  const [timezone, setTimezone] = useState(contact?.timezone ?? '');
  // The form opens in a dialog, in the browser: the browser's own list of zones.
  const [zones] = useState(() => {
    const all = timeZones();
    return timezone && !all.includes(timezone) ? [timezone, ...all] : all;
  });
  // A new contact starts with an empty number to fill in: the number is what a contact is for.
  const [phones, setPhones] = useState<PhoneDraft[]>(
    () => contact?.phone_numbers.map((p) => ({ phone_number: p.phone_number, phone_type: p.phone_type ?? 'mobile', primary: p.primary, do_not_call: p.do_not_call })) ?? [{ ...emptyPhone(), primary: true }],
  );
  const sent = sentPhones(phones);
  const initialContext = () => {
    const out: Record<string, string> = {};
    for (const v of defs.data?.variables ?? []) out[v.name] = inputValue(v, contact?.custom_context[v.name]);
    return out;
  };
  const [contextText, setContextText] = useState<Record<string, string>>({});

  const create = api.contacts.create.useMutation();
  const update = api.contacts.update.useMutation();
  const setContext = api.contacts.setContext.useMutation();
  const busy = create.isPending || update.isPending || setContext.isPending;
  const error = create.error ?? update.error ?? setContext.error;
  const errors = useFormErrors(error, fields);

  /** Only the context values the user touched, typed like their definitions; emptied ones are removed. */
  function changedContext(): Record<string, unknown> {
    const before = initialContext();
    const out: Record<string, unknown> = {};
    for (const v of defs.data?.variables ?? []) {
      if (!(v.name in contextText) || contextText[v.name] === before[v.name]) continue;
      out[v.name] = outputValue(v, contextText[v.name]);
    }
    return out;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    create.reset();
    update.reset();
    setContext.reset();
    const body = {
      ...Object.fromEntries(textFields.map(([k]) => [k, text[k]])),
      first_name: text.first_name,
      status,
      stage,
      team_id: teamId ? Number(teamId) : null,
      timezone: timezone || null,
      tags: tags.split(',').map((t) => t.trim()).filter(Boolean),
      phone_numbers: sent.phones.map((p) => ({ phone_number: p.phone_number, phone_type: p.phone_type, primary: p.primary, do_not_call: p.do_not_call })),
    };
    let id = contact?.id;
    try {
      if (contact) {
        await update.mutateAsync({
          id: contact.id,
          mode: 'put',
          body: { ...body, custom_context: contact.custom_context, industry_context: contact.industry_context },
        });
      } else {
        id = (await create.mutateAsync(body)).id;
      }
      const variables = changedContext();
      if (Object.keys(variables).length > 0) await setContext.mutateAsync({ id: id!, body: { variables } });
      await utils.contacts.invalidate();
      onDone();
    } catch {
      // The error is shown above; a new contact that was saved opens for editing so nothing is lost.
      await utils.contacts.invalidate();
      if (!contact && id) onCreated(id);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <FormErrorSummary errors={errors} />
      <PhoneEditor
        phones={phones}
        onChange={setPhones}
        errorFor={(i) => (sent.indexOf[i] === undefined ? undefined : errors.field(`phone_numbers.${sent.indexOf[i]}`))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {textFields.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={text[key]}
            required={key === 'first_name'}
            type={key === 'email' ? 'email' : 'text'}
            maxLength={key === 'country' ? 2 : 500}
            hint={textHints[key]}
            error={errors.field(key)}
            onChange={(e) => setText({ ...text, [key]: e.target.value })}
          />
        ))}
        <SelectField
          label="Time zone"
          value={timezone}
          onChange={(e) => setTimezone(e.target.value)}
          options={[{ value: '', label: "From the number's area" }, ...zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))]}
          hint="Calling hours follow this zone instead of the zones of the number's area."
          error={errors.field('timezone')}
        />
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as ContactStatus)} options={optionsOf(contactStatusLabels)} error={errors.field('status')} />
        <SelectField label="Stage" value={stage} onChange={(e) => setStage(e.target.value as ContactStage)} options={optionsOf(contactStageLabels)} error={errors.field('stage')} />
        <SelectField
          label="Team"
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
          options={[{ value: '', label: 'No team (everyone in the account)' }, ...(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
          error={errors.field('team_id')}
        />
        <TextField label="Tags" value={tags} onChange={(e) => setTags(e.target.value)} hint="Separate with commas." error={errors.field('tags')} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Context values</legend>
        <ContextValuesEditor
          contextType="contact"
          values={{ ...initialContext(), ...contextText }}
          onChange={(name, t) => setContextText((prev) => ({ ...prev, [name]: t }))}
          errorFor={(name) => errors.field(`variables.${name}`)}
        />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {contact ? 'Save contact' : 'Create contact'}
        </Button>
      </div>
    </form>
  );
}
