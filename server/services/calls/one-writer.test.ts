import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way a call is born: the production code holds one call-row insert (call-insert.ts), used by the one writer
 * (placeCall) and its one-statement branch; one place adds to an account's held money (takeHold); the hold is
 * planned only by the gate's capacity half; typed values reach a contact through one writer; do-not-call is one SQL
 * expression; and no module spells a status group as a list of its own.
 */
const root = join(__dirname, '../../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name.startsWith('.') || name === 'testing' || name === '_testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const files = [...sources(join(root, 'server')), ...sources(join(root, 'app'))].map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
const where = (pattern: RegExp) => files.filter((f) => pattern.test(f.text)).map((f) => f.path).sort();

describe('one way a call is born', () => {
  it('inserts call rows in one place', () => {
    expect(where(/\.insert\(\s*calls\s*\)|insert\s+into\s+calls\b/i)).toEqual(['server/services/calls/call-insert.ts']);
    // Besides the one writer, only a conversation test's sandbox call, which its rolled-back transaction never keeps.
    expect(where(/\bcallInsert\(/)).toEqual(['server/services/agent-tests/sandbox.ts', 'server/services/calls/place-call.ts', 'server/services/calls/place-one-statement.ts']);
  });

  it('holds money in one place, and judges holds and the live-call cap only in the gate', () => {
    expect(where(/heldCents\}?\s*\+|held_cents\s*\+/)).toEqual(['server/services/wallet/holds.ts']);
    expect(where(/\bholdPlan\(/)).toEqual(['server/services/compliance/gate.ts', 'server/services/wallet/billing.ts']);
    // The live-call cap is compared with a count in one place too (judgeCapacity).
    expect(where(/(>=|<=|[^=]>|<)\s*[\w.]*maxLiveCalls\b|maxLiveCalls\s*-/)).toEqual(['server/services/compliance/gate.ts']);
  });

  it('writes typed values onto contacts and judges do-not-call from one definition each', () => {
    expect(where(/customContext:\s*mergeJsonb\(\s*contacts\.customContext/)).toEqual(['server/services/context-variables/write-contact-values.ts']);
    expect(where(/from \$\{doNotCallNumbers\}/)).toEqual(['server/services/compliance/do-not-call-rule.ts']);
  });

  it('names its status groups instead of listing them', () => {
    // The schema declares the statuses (and checks them); every rule elsewhere asks a named predicate.
    const lists = where(/['"]queued['"],\s*['"]ringing['"]/).filter((p) => p.startsWith('server/') && !p.startsWith('server/db/schema/'));
    expect(lists).toEqual([]);
  });

  it('asks whether a call still waits for its dial in one place (awaitsDial)', () => {
    // `scheduled`, or `queued` and not dialed: spelled with drizzle's helpers or in SQL, only statuses.ts writes it.
    const drizzle = /eq\(\s*calls\.status\s*,\s*['"]scheduled['"]\s*\)[\s\S]{0,80}isNull\(\s*calls\.dialedAt\s*\)/;
    const raw = /status\s*=\s*'scheduled'[\s\S]{0,80}dialed_at\s+is\s+null/i;
    expect(where(drizzle)).toEqual(['server/services/calls/statuses.ts']);
    expect(where(raw)).toEqual([]);
  });
});
