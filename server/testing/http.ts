type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  /** Path and query, for example `/api/v1/agents?page=2`. */
  path?: string;
  key?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (broken JSON, huge bodies, bytes that are not UTF-8). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** Calls a route handler with a real Request, as Next.js would, and reads the answer. */
export async function callRoute<T = any>(handler: RouteHandler, opts: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(opts.headers);
  if (opts.key) headers.set('authorization', `Bearer ${opts.key}`);
  const payload = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (payload !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const req = new Request(`http://localhost${opts.path ?? '/'}`, { method: opts.method ?? 'GET', headers, body: payload });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (ICS and the like): keep the text
  }
  return { status: res.status, body, text, headers: res.headers };
}
