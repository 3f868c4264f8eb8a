'use client';

import { useState } from 'react';
import { ContactPicker } from '@/app/_components/contact-picker';
import { Card } from '@/app/_components/ui/card';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { renderTemplate, unfilledVariables } from '@/server/services/templates/render';
import { SpokenFirstMessage } from './first-message-preview';

/**
 * The instructions and first message as a call would get them for the chosen contact (or for a contact with no
 * values, when none is chosen: what the fallbacks say): the same renderer, fed with the same contact and business
 * values, re-rendered on every keystroke.
 */
export function InstructionsPreview({ instructions, firstMessage }: { instructions: string; firstMessage: string }) {
  const [contactId, setContactId] = useState<number | null>(null);
  const values = api.agents.templateValues.useQuery({ contact_id: contactId });
  const v = values.data ?? { contact: {}, business: {} };
  const missing = unfilledVariables(`${instructions}\n${firstMessage}`, v);

  return (
    <Card title="Preview">
      <div className="space-y-4">
        <ContactPicker label="Render for contact" value={contactId} onChange={setContactId} />
        {contactId === null && (
          <p className="text-xs text-slate-500">No contact chosen: this is what a contact with no values hears, fallbacks included.</p>
        )}
        <ErrorNote error={values.error} />
        {missing.length > 0 && (
          <p className="text-xs text-amber-800">
            Empty {contactId === null ? 'without a contact' : 'for this contact'}: {missing.map((m) => `{{${m}}}`).join(', ')}
          </p>
        )}
        <div>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">First message, as it is spoken</h3>
          <SpokenFirstMessage firstMessage={firstMessage} values={v} testId="preview-first-message" />
        </div>
        <div>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Instructions</h3>
          <p data-testid="preview-instructions" tabIndex={0} className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
            {renderTemplate(instructions, v) || <span className="text-slate-500">No instructions yet.</span>}
          </p>
        </div>
      </div>
    </Card>
  );
}
