import { AppError } from '../../errors';
import { reapplyVapiServers } from '../../services/providers/vapi/servers';
import { toolDefinitionsOf } from '../../services/tools/definitions';
import type { ToolName } from '../../services/tools/names';
import type { ReportCommand } from '../command';

/**
 * `vapi servers`: names the events URL at PUBLIC_BASE_URL and the deployment's credential on every assistant
 * Switchboard manages at Vapi, on their tools, and on every number an inbound agent answers. Run after
 * PUBLIC_BASE_URL changed, for assistants made before Switchboard named a server, or with --new-credential when
 * doctor reports the credential gone at Vapi. Exit code 1 when anything could not be updated.
 */
export const vapiCommands: ReportCommand[] = [
  {
    name: ['vapi', 'servers'],
    usage: 'vapi servers [--new-credential]                            → { server_url, credential_id, assistants_updated, numbers_updated, failures: [{ kind, id, error }] }',
    options: [],
    switches: ['new-credential'],
    async report(openDb, flags) {
      let result: Awaited<ReturnType<typeof reapplyVapiServers>>;
      try {
        result = await reapplyVapiServers(await openDb(), {
          newCredential: flags['new-credential'] === true,
          toolDefinitions: (names) => toolDefinitionsOf(names as ToolName[]),
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { code: 1, result: { error: err.code, message: err.message }, text: `${err.message}` };
      }
      const text = [
        `Vapi sends to ${result.server_url}, signed with credential ${result.credential_id}.`,
        `${result.assistants_updated} assistant(s) and ${result.numbers_updated} number(s) updated.`,
        ...result.failures.map((f) => `FAIL  ${f.kind} ${f.id}: ${f.error}`),
      ].join('\n');
      return { code: result.failures.length ? 1 : 0, result, text };
    },
  },
];
