import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../openapi/json-schema';

const DOC_ID = 'https://switchboard.local/openapi.json';

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Validates values against the schemas of an OpenAPI 3.1 document with a JSON Schema 2020-12 validator.
 * The whole document is registered once, so `#/components/...` references resolve as they do for clients.
 */
export function documentValidator(doc: JsonSchema) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID });

  const check = (ref: string, value: unknown) => {
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`No schema at ${ref}`);
    const ok = validate(value) as boolean;
    return { ok, errors: ok ? '' : ajv.errorsText(validate.errors, { separator: '\n' }) };
  };

  return {
    /** The request body schema of an operation. */
    request: (path: string, method: string, body: unknown) =>
      check(`${DOC_ID}#/${pointer('paths', path, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema')}`, body),
    /** The schema of an operation's response with this status. */
    response: (path: string, method: string, status: number, body: unknown, mediaType = 'application/json') =>
      check(`${DOC_ID}#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', mediaType, 'schema')}`, body),
    /** The payload schema of a webhook event. */
    webhook: (event: string, body: unknown) =>
      check(`${DOC_ID}#/${pointer('webhooks', event, 'post', 'requestBody', 'content', 'application/json', 'schema')}`, body),
  };
}
