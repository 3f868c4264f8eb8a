import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { csvResponse } from './csv-response';

afterEach(() => vi.restoreAllMocks());

const HEADER = 'id,first_name\r\n';
/** A search term, as a contacts export binds it: personal data that must not reach the logs. */
const TERM = '%lovelace-searched%';

/** A streamed export whose second page fails in the database, after the header went out. */
function failingExport(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pages = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(HEADER));
    },
    async pull(controller) {
      if (pages++ === 0) {
        controller.enqueue(encoder.encode('1,Ada\r\n'));
        return;
      }
      const db = await getDb();
      await db.execute(sql`select first_name from contacts where first_name ilike ${TERM} and 1 / ${0} = 1`);
    },
  }, { highWaterMark: 1 });
}

describe('csvResponse', () => {
  it('aborts a streamed download that fails part-way and logs the failure without the query parameters', async () => {
    const logged = vi.spyOn(logger, 'error');
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const res = csvResponse(failingExport(), 'contacts.csv', { requestId: 'req_test_1' });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    let failure: unknown = null;
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    } catch (err) {
      failure = err;
    }
    // What was sent before the failure arrived, and then the body failed: the download is not a complete file.
    expect(text).toBe(`${HEADER}1,Ada\r\n`);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).not.toContain('lovelace');
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain('lovelace');

    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][0]).toBe('csv download failed');
    expect(logged.mock.calls[0][1]).toMatchObject({ request_id: 'req_test_1', file: 'contacts.csv' });
    const line = written.join('');
    expect(line).toContain('csv download failed');
    expect(line).toContain('req_test_1');
    // The statement is named, the values bound to it are not.
    expect(line).toContain('first_name ilike');
    expect(line).not.toContain('lovelace');
  });

  it('passes a download that succeeds through whole, and a text body as it is', async () => {
    const encoder = new TextEncoder();
    const chunks = [HEADER, '1,Ada\r\n', '2,Grace\r\n'];
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(encoder.encode(next));
      },
    });
    const res = csvResponse(source, 'a b.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a_b.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(`${HEADER}1,Ada\r\n2,Grace\r\n`);
    expect(await csvResponse('x\r\n', 'x.csv').text()).toBe('x\r\n');
  });
});
