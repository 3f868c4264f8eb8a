import type { ProviderResourceKind, VariableType } from '../../db/schema';
import type { Database } from '../../db/types';

/**
 * The agents half of the voice provider's port: what an agent is at its provider. The domain (agents/) decides
 * what an agent says, which tools it has and what its analysis extracts, and records what the provider made in
 * `provider_resources`; a driver translates that into its provider's assistant (Vapi) or LLM and agent (Retell) and
 * sends it. Everything a driver is given is data declared here, so no driver imports agents/, tools/ or templates/.
 */

/** A tool an agent may call, as the domain hands it over: its name, what it does, and the JSON schema of its arguments. */
export interface ToolDefinition {
  name: string;
  /** What the tool does, in the words the model reads when it decides to call it. */
  description: string;
  /** The JSON schema of the arguments (an object's, without `$schema`): exactly what the tool accepts. */
  parameters: Record<string, unknown>;
}

/** A contact variable an agent's analysis extracts, with what a provider needs to ask for it in the right type. */
export interface ExtractVariable {
  name: string;
  type: VariableType;
  options: string[] | null;
  displayName: string;
  description: string | null;
}

/** What the analysis of an agent's calls asks for: a summary, a verdict against success criteria, variables to extract. */
export interface AnalysisSetting {
  summary: boolean;
  success_criteria: string | null;
  /** The names of the contact variables it extracts; a driver is given their definitions (`AgentSpec.variables`). */
  extract: readonly string[];
}

/** What of an agent its provider holds. Templates are as written (`{{name|fallback}}`); a driver translates them. */
export interface AgentConfig {
  name: string;
  firstMessage: string;
  instructions: string;
  model: string;
  voiceId: string;
  tools: readonly ToolDefinition[];
  analysis: AnalysisSetting | null;
  /**
   * The account's redact_pii setting: a provider with redaction of its own is asked to keep card, SSN, bank and
   * date-of-birth numbers out of its copy of the call (Switchboard redacts its own copy either way).
   */
  redactPii: boolean;
}

/** An agent as its provider is to hold it: its configuration and the variables its analysis extracts. */
export interface AgentSpec {
  config: AgentConfig;
  variables: readonly ExtractVariable[];
}

/** What a provider holds for an agent: its agent (Vapi's assistant, Retell's agent) and, with Retell, the LLM it answers with. */
export interface ProviderAgentIds {
  assistantId: string;
  llmId: string | null;
}

/** What `create` made: the ids, and each resource to record as the account's (kind and provider id). */
export interface CreatedAgent extends ProviderAgentIds {
  resources: { kind: ProviderResourceKind; id: string }[];
}

/**
 * The provider, readied to provision agents through one database. What its requests need from the database (Vapi:
 * the server its assistants name, with the deployment's credential, registered the first time) is read on first
 * need, or at once by `ready()`: a caller that will send requests while it holds a row lock calls `ready()` first,
 * so nothing is read from the database while the row is locked.
 *
 * A refusal or no answer is the AppError `provider_unavailable`, with the provider's words, unless said otherwise.
 */
export interface AgentConnection {
  ready(): Promise<AgentConnection>;
  /** Makes the agent at the provider and answers what was made; null when the provider makes nothing (the simulator). */
  create(accountId: number, agent: AgentSpec): Promise<CreatedAgent | null>;
  /** Sends the provider what an edit changes from `before` to `after` (nothing changed: no request). */
  update(accountId: number, ids: ProviderAgentIds, before: AgentSpec, after: AgentSpec): Promise<void>;
  /** Removes what `create` just made but could not be recorded (best effort: a failure is only logged). */
  discard(accountId: number, made: CreatedAgent): Promise<void>;
  /**
   * Points a number's inbound calls at this deployment, so the provider asks Switchboard which agent answers.
   * False when there is nothing to point at (no PUBLIC_BASE_URL) or nothing to point (the simulator).
   */
  serveInboundNumber(phoneNumberId: string): Promise<boolean>;
}

/** The agents part of a voice provider (agent-registry.ts names each provider's). */
export interface AgentProvisioning {
  /** The provider's name as people read it (the agent editor's choice of provider). */
  readonly label: string;
  /**
   * Whether the provider's ids typed on an agent (assistant, phone number) must be resources of the agent's own
   * account: a real provider's ids live in one platform account shared by every tenant. The simulator has none.
   */
  readonly ownsProviderIds: boolean;
  /** The setting the operator sets to configure the provider (its API key), or null when it needs none. */
  readonly credentialSetting: string | null;
  /** Whether this server can reach the provider (its API key is set); the simulator always. */
  configured(): boolean;
  connect(db: Database): AgentConnection;
  /**
   * Reads a resource that exists at the provider, for the operator's import into one account (CLI): a kind or id the
   * provider does not have is `not_found`, no answer `provider_unavailable`; an imported number's calls are pointed at
   * this deployment. `unclaimed` is the domain's check that no account holds the id yet, run before the provider is
   * asked. Answers what the import reports beyond the ids (where a number's calls now go). The caller records it.
   */
  importResource(db: Database, kind: ProviderResourceKind, providerId: string, unclaimed: () => Promise<void>): Promise<Record<string, string | null>>;
}
