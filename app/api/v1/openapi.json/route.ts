import { z } from 'zod';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { getOpenApiDocument } from '@/server/openapi/document';
import { routeIndex } from '../route-index';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(
    async () => new Response((await getOpenApiDocument(routeIndex)).json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
    {
      doc: {
        summary: 'OpenAPI document',
        description:
          'This API as an OpenAPI 3.1 document, generated from the schemas the handlers validate with. The reference page at /docs renders it.',
        tag: 'Reference',
        response: z.looseObject({
          openapi: z.string(),
          info: z.looseObject({ title: z.string(), version: z.string() }),
          paths: z.record(z.string(), z.unknown()),
        }),
      },
    },
  ),
});
