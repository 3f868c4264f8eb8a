import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { createAgent } from '@/server/services/agents/service';
import { malformedPlaceholders } from '@/server/services/templates/render';
import { templateDefinitions } from '@/server/services/templates/names';
import { knownTemplateNames, undefinedTemplateVariables, variablesNeedingFallback } from '@/server/services/templates/undefined-variables';
import { actorOf, newAccount } from '@/server/testing/fixtures';
import { workedExample } from './worked-example';

describe("the new agent form's worked example", () => {
  it('uses only variables a new account defines, each spoken one with a fallback, and saves as an agent', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    const known = knownTemplateNames(await templateDefinitions(db, actor));
    for (const text of [workedExample.instructions, workedExample.first_message]) {
      expect(undefinedTemplateVariables(text, known)).toEqual([]);
      expect(malformedPlaceholders(text)).toEqual([]);
    }
    // Said word for word: nothing silent even when the business has no values yet.
    expect(variablesNeedingFallback(workedExample.first_message, {})).toEqual([]);
    expect(workedExample.first_message.startsWith('{{disclosure}}')).toBe(true);

    const agent = await createAgent(db, actor, { ...workedExample });
    expect(agent).toMatchObject({ name: 'Appointment reminders', tools: workedExample.tools, firstMessage: workedExample.first_message, instructions: workedExample.instructions });
  });
});
