'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import type { Variable } from '../contacts/context-values';
import { BusinessValues } from './business-values';
import { DefinitionForm } from './definition-form';
import { DefinitionTable } from './definition-table';

export function VariablesView() {
  const [editing, setEditing] = useState<Variable | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Context variables"
        description="Variables personalise calls and templates: {{name}} for a contact's value, {{business_name}} for a business one. System defaults are the records' own fields and cannot be changed."
        actions={<Button onClick={() => setEditing('new')}>New variable</Button>}
      />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <DefinitionTable contextType="contact" onEdit={setEditing} />
          <DefinitionTable contextType="business" onEdit={setEditing} />
        </div>
        <BusinessValues />
      </div>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New variable' : 'Edit variable'}>
        {editing !== null && <DefinitionForm variable={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}
