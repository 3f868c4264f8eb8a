import { logger } from '../logger';

/**
 * A CSV download: streamed or whole, never cached (it holds the account's data).
 *
 * A streamed body reads its pages only as the client reads, after the 200 and the header line are sent. A page
 * that fails then is logged here, through the app's logger (the statement without its parameters: a search term
 * is a phone number or an email), and the stream is aborted, so the client sees a failed download instead of a
 * complete-looking file cut short.
 */
export function csvResponse(body: ReadableStream<Uint8Array> | string, fileName: string, opts: { requestId?: string } = {}): Response {
  return new Response(typeof body === 'string' ? body : abortingOnFailure(body, fileName, opts.requestId), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  });
}

function abortingOnFailure(source: ReadableStream<Uint8Array>, fileName: string, requestId: string | undefined): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      } catch (err) {
        logger.error('csv download failed', { request_id: requestId, file: fileName, err });
        controller.error(new Error('The download failed part-way.'));
        reader.cancel().catch(() => {});
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  }, { highWaterMark: 0 });
}
