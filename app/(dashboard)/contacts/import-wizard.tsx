'use client';

import { parse } from 'csv-parse/browser/esm/sync';
import { useMemo, useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { SelectField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { StackedBar } from '@/app/_components/ui/stacked-bar';
import { api } from '@/app/_trpc/client';
import { MAX_IMPORT_BYTES, MAX_IMPORT_COLUMNS } from '@/server/services/contact-imports/limits';
import { CONTEXT_PREFIX, CUSTOM_CONTEXT_PREFIX, detectDelimiter, guessMapping, importTargets, INDUSTRY_CONTEXT_PREFIX } from '@/server/services/contact-imports/mapping';
import type { ImportCharset } from '@/server/services/contact-imports/schema';
import { ImportProgress } from './import-progress';
import { uploadImport } from './upload-import';

const PREVIEW_ROWS = 5;
const HEAD_BYTES = 256 * 1024;

const targetLabels: Record<(typeof importTargets)[number], string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name (split)',
  email: 'Email',
  company: 'Company',
  website: 'Website',
  address: 'Address',
  city: 'City',
  state: 'State / province',
  zip_code: 'ZIP / postal code',
  country: 'Country',
  timezone: 'Time zone',
  status: 'Status',
  stage: 'Stage',
  team_id: 'Team id',
  phone_number: 'Phone number',
  other_phone_numbers: 'Other phone numbers',
  tags: 'Tags',
  consent_kind: 'Consent: kind (express, express_written)',
  consent_scope: 'Consent: scope (informational, marketing)',
  consent_captured_at: 'Consent: when given',
  consent_expires_at: 'Consent: expires',
  consent_source_url: 'Consent: form address',
  consent_text: 'Consent: words agreed to',
};

/** A column's name as a context key: `Favourite colour!` → `favourite_colour`. */
const keyOf = (header: string) => header.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 64) || 'value';

/** The targets a column may also fill: a key of the contact's custom or industry context named after it. */
function contextOptions(header: string, current: string | undefined) {
  const key = keyOf(header);
  const out = [
    { value: `${CUSTOM_CONTEXT_PREFIX}${key}`, label: `Custom field "${key}" (custom_context)` },
    { value: `${INDUSTRY_CONTEXT_PREFIX}${key}`, label: `Industry field "${key}" (industry_context)` },
  ];
  if (current && (current.startsWith(CUSTOM_CONTEXT_PREFIX) || current.startsWith(INDUSTRY_CONTEXT_PREFIX)) && !out.some((o) => o.value === current)) {
    out.unshift({ value: current, label: current });
  }
  return out;
}

interface LoadedFile {
  file: File;
  charset: ImportCharset;
  headers: string[];
  preview: string[][];
}

/** The file's whole lines in the first HEAD_BYTES (all of it when smaller). */
const wholeLines = (head: Uint8Array, whole: boolean) => (whole ? head : head.subarray(0, head.lastIndexOf(0x0a) + 1 || head.length));

/** The charset the start of the file reads in: UTF-8 when it is valid UTF-8, else Windows-1252 (Latin-1). */
function guessCharset(head: Uint8Array, whole: boolean): ImportCharset {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(wholeLines(head, whole));
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * Reads the start of the file only: enough for the header row and a preview, whatever the file's size. The file
 * itself is sent as it is when the import starts.
 */
async function loadFile(file: File, charset?: ImportCharset): Promise<LoadedFile> {
  if (file.size > MAX_IMPORT_BYTES) throw new Error('The file is larger than 50 MiB.');
  const whole = file.size <= HEAD_BYTES;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const chosen = charset ?? guessCharset(head, whole);
  const lines = new TextDecoder(chosen).decode(wholeLines(head, whole)).replace(/^\uFEFF/, '');
  const records = parse(lines, {
    delimiter: detectDelimiter(lines),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    to_line: 200,
  }) as string[][];
  if (!records.length || records[0].every((h) => !h.trim())) throw new Error('The file has no header row.');
  if (records[0].length > MAX_IMPORT_COLUMNS) throw new Error(`The file has ${records[0].length} columns; an import takes at most ${MAX_IMPORT_COLUMNS}.`);
  return { file, charset: chosen, headers: records[0].map((h) => h.trim()), preview: records.slice(1, 1 + PREVIEW_ROWS) };
}

/** Upload → preview and mapping → progress → summary. */
export function ImportWizard({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  // The fields chosen by hand ('' for "Skip"); every other column takes the guess from its name.
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const [matchOn, setMatchOn] = useState<'phone' | 'email' | 'none'>('phone');
  const [importId, setImportId] = useState<number | null>(null);
  const variables = api.variables.list.useQuery({ context_type: 'contact', limit: 100 });
  const [upload, setUpload] = useState<{ fraction: number; error?: unknown } | null>(null);
  const variableNames = useMemo(() => (variables.data?.variables ?? []).filter((v) => !v.is_default).map((v) => v.name), [variables.data]);

  const choose = async (f: File | undefined, charset?: ImportCharset) => {
    setReadError(null);
    setUpload(null);
    if (!f) return;
    try {
      const loaded = await loadFile(f, charset);
      setFile(loaded);
      setOverrides({});
    } catch (err) {
      setFile(null);
      setReadError(err instanceof Error ? err.message : 'The file cannot be read.');
    }
  };

  // Guessed from the variables as they are now: a file chosen before they loaded is guessed again once they arrive,
  // so a "Last visit" column still finds its variable instead of staying skipped. Choices by hand stay.
  const mapping = useMemo(() => {
    if (!file) return {};
    const guess = guessMapping(file.headers, variableNames);
    const out: Record<string, string> = {};
    for (const h of file.headers) {
      const target = Object.hasOwn(overrides, h) ? overrides[h] : guess[h];
      if (target) out[h] = target;
    }
    return out;
  }, [file, variableNames, overrides]);

  const startUpload = async (f: LoadedFile) => {
    setUpload({ fraction: 0 });
    try {
      const started = await uploadImport({ file: f.file, charset: f.charset, mapping, matchOn }, (fraction) => setUpload({ fraction }));
      setImportId(started.id);
    } catch (error) {
      setUpload({ fraction: 0, error });
    }
  };
  const uploading = upload !== null && upload.error === undefined;

  if (importId !== null) return <ImportProgress id={importId} onDone={onDone} />;

  const options = [
    { value: '', label: 'Skip this column' },
    ...importTargets.map((t) => ({ value: t, label: targetLabels[t] })),
    ...variableNames.map((v) => ({ value: `${CONTEXT_PREFIX}${v}`, label: `Variable: ${v}` })),
  ];
  const mapped = new Set(Object.values(mapping));
  const variablesLoading = variables.isPending;
  const canStart = file && !variablesLoading && ['first_name', 'full_name', 'phone_number', 'email'].some((t) => mapped.has(t));
  // Columns left out that hold values in the first rows: said before the import, never dropped without a word.
  const skipped = file ? file.headers.flatMap((h, i) => (h && !mapping[h] && file.preview.some((r) => (r[i] ?? '').trim()) ? [h] : [])) : [];

  return (
    <div className="space-y-4">
      <ol className="flex gap-4 text-xs font-medium text-slate-500" aria-label="Steps">
        <li className={!file ? 'text-indigo-700' : ''}>1. Upload</li>
        <li className={file ? 'text-indigo-700' : ''}>2. Preview and map</li>
        <li>3. Import</li>
      </ol>
      <div>
        <label htmlFor="import-file" className="mb-1 block text-sm font-medium text-slate-700">
          CSV file
        </label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-700"
        />
        <p className="mt-1 text-xs text-slate-500">Up to 50 MiB, with a header row. Comma, semicolon or tab separated.</p>
        {readError && <p className="mt-1 text-sm text-red-700">{readError}</p>}
      </div>

      {file && (
        <>
          <p className="text-sm text-slate-600">
            Choose what each column holds. The guesses come from the column names; the first {file.preview.length} rows are shown.
          </p>
          <Table caption="Column mapping" head={['Column', 'Imported as', 'First rows']}>
            {file.headers.map((h, i) => (
              <tr key={`${h}-${i}`}>
                <Td className="font-medium">{h || <em className="text-slate-500">(no name)</em>}</Td>
                <Td>
                  <select
                    aria-label={`Field for column ${h}`}
                    value={mapping[h] ?? ''}
                    disabled={!h}
                    onChange={(e) => {
                      const value = e.target.value;
                      setOverrides((o) => ({ ...o, [h]: value }));
                    }}
                    className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                  >
                    {[...options, ...contextOptions(h, mapping[h])].map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  {h && skipped.includes(h) && <p className="mt-1 text-xs text-amber-800">Not imported: no field chosen</p>}
                </Td>
                <Td className="max-w-xs truncate text-xs text-slate-500">{file.preview.map((r) => r[i] ?? '').filter(Boolean).join(' · ') || '—'}</Td>
              </tr>
            ))}
          </Table>
          {file.charset === 'windows-1252' && (
            <Notice tone="info">This file is not UTF-8: it is read as Western European (Windows-1252, Latin-1). Check the accents in the first rows above.</Notice>
          )}
          <SelectField
            label="File encoding"
            value={file.charset}
            onChange={(e) => void choose(file.file, e.target.value as ImportCharset)}
            options={[
              { value: 'utf-8', label: 'UTF-8' },
              { value: 'windows-1252', label: 'Western European (Windows-1252, Latin-1)' },
            ]}
          />
          <SelectField
            label="When a row matches an existing contact"
            value={matchOn}
            onChange={(e) => setMatchOn(e.target.value as typeof matchOn)}
            options={[
              { value: 'phone', label: 'Update the contact with the same phone number' },
              { value: 'email', label: 'Update the contact with the same email' },
              { value: 'none', label: 'Always create a new contact' },
            ]}
          />
          {variablesLoading && <Loading what="Loading your contact variables" />}
          {variables.error && <ErrorNote error={variables.error} onRetry={() => void variables.refetch()} />}
          {skipped.length > 0 && (
            <Notice tone="warning">
              {skipped.length === 1 ? 'The column ' : `${skipped.length} columns `}
              {skipped.map((h, i) => (
                <span key={h}>
                  {i > 0 && ', '}
                  <strong>{h}</strong>
                </span>
              ))}{' '}
              {skipped.length === 1 ? 'holds' : 'hold'} values but no field is chosen for {skipped.length === 1 ? 'it' : 'them'}: those values
              are skipped. Choose a field, a variable or a custom field to keep them.
            </Notice>
          )}
          {!canStart && !variablesLoading && <Notice tone="warning">Map at least a name, a phone number or an email column.</Notice>}
          {uploading && (
            <div>
              <p className="mb-1 text-sm text-slate-600">Uploading {file.file.name}… {Math.round(upload.fraction * 100)}%</p>
              <StackedBar
                label="Upload progress"
                of={1}
                now={Math.round(upload.fraction * 100)}
                max={100}
                parts={[{ key: 'sent', value: upload.fraction, color: 'bg-indigo-500' }]}
              />
            </div>
          )}
          {upload?.error !== undefined && <ErrorNote error={upload.error} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button
              disabled={!canStart || uploading}
              busy={uploading}
              onClick={() => void startUpload(file)}
            >
              Import contacts
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
