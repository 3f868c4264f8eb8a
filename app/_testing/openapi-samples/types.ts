import type { TestAccount } from '@/server/testing/fixtures';
import type { HttpMethod } from '@/server/openapi/routes';

export interface SampleRequest {
  /** Path parameters, filled into the path. */
  params?: Record<string, string>;
  /** Query string without `?`. */
  query?: string;
  body?: unknown;
  /** A body sent as is (a CSV upload), with its headers; `body` is then left out. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Defaults to the account's all-permission key; null sends none. */
  key?: string | null;
}

/** One real request to an operation and the status it must answer, for a fresh account. */
export interface Sample {
  method: HttpMethod;
  /** The path as the document writes it (`/api/v1/contacts/{contact_id}/update`). */
  path: string;
  name: string;
  status: number;
  request: (acct: TestAccount) => Promise<SampleRequest> | SampleRequest;
}
