'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Checkbox, SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { CatalogueChoice } from './catalogue-choice';
import { InstructionsPreview } from './instructions-preview';
import { VariableWarnings } from './variable-warnings';
import { workedExample } from './worked-example';

type Agent = RouterOutputs['agents']['get'];
type ToolName = Agent['tools'][number];

/** `book_appointment` → "Book appointment". */
const toolLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');

/** The fields that show their own problem; problems of the others are named in the summary. */
const fields = ['name', 'phone_number', 'model', 'voice_id', 'instructions', 'analysis.success_criteria', 'analysis.extract'];

const blank = {
  name: '',
  role: 'outbound' as 'outbound' | 'inbound',
  phone_number: '',
  provider_phone_number_id: '',
  model: 'gpt-4o',
  voice_id: 'alloy',
  instructions: '',
  first_message: '',
  team_id: '',
  shared_with_clients: false,
  analyze: false,
  analysis_summary: true,
  success_criteria: '',
  extract: '',
  tools: [] as ToolName[],
  save_unknown_callers: true,
  require_passing_tests: false,
  purpose: 'marketing' as 'marketing' | 'informational',
  /** Empty: the server's default provider. */
  provider: '',
};

function fromAgent(a: Agent): typeof blank {
  return {
    name: a.name,
    role: a.role as 'outbound' | 'inbound',
    phone_number: a.phone_number ?? '',
    provider_phone_number_id: a.provider_phone_number_id ?? '',
    model: a.model,
    voice_id: a.voice_id,
    instructions: a.instructions,
    first_message: a.first_message,
    team_id: a.team_id ? String(a.team_id) : '',
    shared_with_clients: a.shared_with_clients,
    analyze: a.analysis !== null,
    analysis_summary: a.analysis?.summary ?? true,
    success_criteria: a.analysis?.success_criteria ?? '',
    extract: a.analysis?.extract.join(', ') ?? '',
    tools: a.tools,
    provider: a.provider,
    save_unknown_callers: a.save_unknown_callers,
    require_passing_tests: a.require_passing_tests,
    purpose: a.purpose,
  };
}

export function AgentForm({ agent }: { agent: Agent | null }) {
  const router = useRouter();
  const utils = api.useUtils();
  const teams = api.team.teams.useQuery();
  const toolCatalog = api.agents.toolCatalog.useQuery();
  const catalogue = api.agents.catalogue.useQuery();
  const me = api.auth.me.useQuery();
  const isAdmin = me.data?.role === 'owner' || me.data?.role === 'admin';
  const [form, setForm] = useState(agent ? fromAgent(agent) : blank);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof typeof blank>(key: K, value: (typeof blank)[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };

  const onDone = async () => {
    await utils.agents.invalidate();
    setSaved(true);
  };
  const create = api.agents.create.useMutation({
    onSuccess: async (a) => {
      await utils.agents.list.invalidate();
      router.push(`/agents/${a.id}`);
    },
  });
  const update = api.agents.update.useMutation({ onSuccess: onDone });
  const mutation = agent ? update : create;
  const toggleTool = (name: ToolName, on: boolean) => {
    const chosen = new Set(on ? [...form.tools, name] : form.tools.filter((t) => t !== name));
    // Kept in the catalog's order, so the saved list does not depend on the order of clicks.
    set('tools', (toolCatalog.data ?? []).map((t) => t.name).filter((t) => chosen.has(t)));
  };
  const errors = useFormErrors(mutation.error, fields);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      name: form.name,
      role: form.role,
      phone_number: form.phone_number.trim() || null,
      provider_phone_number_id: form.provider_phone_number_id.trim() || null,
      // An existing agent's model or voice is sent only when changed: one the catalogue no longer offers is kept.
      ...(!agent || form.model !== agent.model ? { model: form.model } : {}),
      ...(!agent || form.voice_id !== agent.voice_id ? { voice_id: form.voice_id } : {}),
      instructions: form.instructions,
      first_message: form.first_message,
      team_id: form.team_id ? Number(form.team_id) : null,
      shared_with_clients: form.shared_with_clients,
      analysis: form.analyze
        ? {
            summary: form.analysis_summary,
            success_criteria: form.success_criteria.trim() || null,
            extract: form.extract.split(',').map((s) => s.trim()).filter(Boolean),
          }
        : null,
      tools: form.tools,
      save_unknown_callers: form.save_unknown_callers,
      require_passing_tests: form.require_passing_tests,
      // The owners' and admins' word only: a member's form leaves it as it is.
      ...(isAdmin ? { purpose: form.purpose } : {}),
    };
    // The provider is chosen once, when the agent is made.
    const provider = !agent && form.provider ? { provider: form.provider as 'simulator' | 'vapi' | 'retell' } : {};
    if (agent) update.mutate({ id: agent.id, patch: body });
    else create.mutate({ ...body, ...provider });
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
      <Card title="Settings">
        <form onSubmit={submit} className="space-y-4">
          <FormErrorSummary errors={errors} />
          {!agent && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <span>New to agents? Start from a worked example and change what you like.</span>
              <Button type="button" variant="secondary" onClick={() => setForm((f) => ({ ...f, ...workedExample, tools: [...workedExample.tools] }))}>
                Fill in an example
              </Button>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" value={form.name} onChange={(e) => set('name', e.target.value)} required maxLength={200} error={errors.field('name')} />
            <SelectField
              label="Role"
              value={form.role}
              onChange={(e) => set('role', e.target.value as 'outbound' | 'inbound')}
              options={[
                { value: 'outbound', label: 'Outbound agent' },
                { value: 'inbound', label: 'Inbound agent' },
              ]}
            />
            <TextField
              label="Phone number"
              value={form.phone_number}
              onChange={(e) => set('phone_number', e.target.value)}
              placeholder="+14155550123"
              hint="E.164. Without a number the agent cannot make calls."
              error={errors.field('phone_number')}
            />
            <SelectField
              label="Voice provider"
              value={form.provider || (catalogue.data?.providers[0]?.value ?? '')}
              onChange={(e) => set('provider', e.target.value)}
              disabled={Boolean(agent)}
              hint={agent ? 'Chosen when the agent was made; its calls go through this provider.' : 'Who carries the agent\'s calls.'}
              options={agent
                ? [{ value: agent.provider, label: catalogue.data?.providers.find((p) => p.value === agent.provider)?.label ?? agent.provider }]
                : (catalogue.data?.providers ?? [])}
            />
            <TextField
              label="Provider number id"
              value={form.provider_phone_number_id}
              onChange={(e) => set('provider_phone_number_id', e.target.value)}
              maxLength={200}
              hint="The voice provider's id of this number (Vapi's phoneNumberId; with Retell, the number itself). With Vapi or Retell, the agent places calls only with one."
            />
            <SelectField
              label="Team"
              value={form.team_id}
              onChange={(e) => set('team_id', e.target.value)}
              options={[{ value: '', label: 'No team' }, ...(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
            />
            <CatalogueChoice label="Model" what="models" value={form.model} options={catalogue.data?.models} loading={catalogue.isPending}
              onChange={(v) => set('model', v)} error={errors.field('model')} />
            <CatalogueChoice label="Voice" what="voices" value={form.voice_id} options={catalogue.data?.voices} loading={catalogue.isPending}
              onChange={(v) => set('voice_id', v)} error={errors.field('voice_id')} />
          </div>
          <TextArea
            label="Instructions"
            rows={10}
            value={form.instructions}
            onChange={(e) => set('instructions', e.target.value)}
            hint="Use {{first_name}} for contact variables, {{business_name}} for business ones, and {{disclosure}} for what the call must tell the callee (AI voice, recording). {{first_name|there}} says “there” when the contact has no first name."
            error={errors.field('instructions')}
          />
          <VariableWarnings template={form.instructions} field="instructions" />
          <TextArea
            label="First message"
            rows={3}
            value={form.first_message}
            onChange={(e) => set('first_message', e.target.value)}
            hint="Start with {{disclosure}}: the sentence the callee's laws require (“This is an AI assistant for … This call is recorded.”). Calls whose agent does not say it are flagged. Give a variable a fallback for contacts without a value: “Hello {{first_name|there}}”."
          />
          <VariableWarnings template={form.first_message} field="first-message" spoken />
          {form.role === 'inbound' && (
            <Checkbox
              label="Save unknown callers as contacts"
              hint="A caller who is not among your contacts becomes a new contact (“Unknown caller”)."
              checked={form.save_unknown_callers}
              onChange={(e) => set('save_unknown_callers', e.target.checked)}
            />
          )}
          {agent && (
            <Checkbox
              label="Take a change only when its tests pass"
              hint="A change of the instructions, first message, tools, voice, model or analysis runs this agent's tests first (the Tests card below), and is refused, with what failed, unless they all pass."
              checked={form.require_passing_tests}
              onChange={(e) => set('require_passing_tests', e.target.checked)}
            />
          )}
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">Tools during the call</legend>
            {toolCatalog.isPending && <p className="text-sm text-slate-500">Loading tools…</p>}
            {toolCatalog.error && <ErrorNote error={toolCatalog.error} onRetry={() => toolCatalog.refetch()} />}
            {toolCatalog.data?.map((tool) => (
              <Checkbox
                key={tool.name}
                label={toolLabel(tool.name)}
                hint={tool.description}
                checked={form.tools.includes(tool.name)}
                onChange={(e) => toggleTool(tool.name, e.target.checked)}
              />
            ))}
            {toolCatalog.data && form.tools.length === 0 && (
              <p className="text-xs text-slate-500">No tools: the agent talks but cannot look up or change anything during the call.</p>
            )}
          </fieldset>
          <Checkbox
            label="Share with client accounts"
            hint="Partners' clients may use this agent."
            checked={form.shared_with_clients}
            onChange={(e) => set('shared_with_clients', e.target.checked)}
          />
          <Checkbox
            label="Assistant calls are informational"
            hint={
              'Calls an AI assistant (MCP) places with this agent count as informational (reminders, confirmations, service calls), ' +
              "so the law's marketing calling windows do not hold them; otherwise they are marketing. " +
              (isAdmin ? 'Only owners and admins can change this.' : 'Only owners and admins can change this; you can read it here.')
            }
            checked={form.purpose === 'informational'}
            disabled={!isAdmin}
            onChange={(e) => set('purpose', e.target.checked ? 'informational' : 'marketing')}
          />
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">After the call</legend>
            <Checkbox
              label="Analyze calls"
              hint="Judge each answered call against the success criteria and write the extracted values to the contact."
              checked={form.analyze}
              onChange={(e) => set('analyze', e.target.checked)}
            />
            {form.analyze && (
              <>
                <Checkbox label="Summarize calls" checked={form.analysis_summary} onChange={(e) => set('analysis_summary', e.target.checked)} />
                <TextArea
                  label="Success criteria"
                  rows={2}
                  value={form.success_criteria}
                  onChange={(e) => set('success_criteria', e.target.value)}
                  hint="What a successful call achieves. Without criteria, calls are not judged."
                  error={errors.field('analysis.success_criteria')}
                />
                <TextField
                  label="Contact variables to extract"
                  value={form.extract}
                  onChange={(e) => set('extract', e.target.value)}
                  hint="Names of contact context variables, separated by commas (budget, preferred_day). Each value is checked against its variable's type."
                  error={errors.field('analysis.extract')}
                />
              </>
            )}
          </fieldset>
          {saved && <Notice tone="success">Saved.</Notice>}
          <Button type="submit" busy={mutation.isPending}>
            {agent ? 'Save changes' : 'Create agent'}
          </Button>
        </form>
      </Card>
      <InstructionsPreview instructions={form.instructions} firstMessage={form.first_message} />
    </div>
  );
}
