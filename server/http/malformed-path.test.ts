import { describe, expect, it } from 'vitest';
import { malformedPathResponse } from './malformed-path';

describe('malformed percent-encoding in a path', () => {
  it.each(['/api/v1/contacts/%E0%A4%A', '/api/v1/contacts/%ZZ', '/api/v1/do-not-call/%C0%80', '/api/v1/x/%'])('answers 400 validation_error in JSON for %s', async (path) => {
    const res = malformedPathResponse(new Request(`http://localhost${path}`, { headers: { 'x-request-id': 'req-bad-path' } }));
    expect(res?.status).toBe(400);
    expect(res?.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res?.json()).toEqual({
      error: 'validation_error',
      message: expect.stringContaining('percent-encoded'),
      details: [{ path: 'path', message: expect.any(String) }],
      request_id: 'req-bad-path',
    });
  });

  it.each(['/api/v1/do-not-call/%2B14155550150', '/api/v1/contacts/%E0%A4%A4', '/api/v1/contacts/12'])('lets %s through', (path) => {
    expect(malformedPathResponse(new Request(`http://localhost${path}`))).toBeNull();
  });
});
