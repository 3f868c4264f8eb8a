import { z } from 'zod';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { getOpenApiDocument } from '@/server/openapi/document';
import type { RouteEntry } from '@/server/openapi/routes';

/**
 * GET /api/v1/openapi.json over the routes it is given. The document lists this route too, so the route index
 * builds its entry from here and route.ts serves the same handlers over the index: neither imports the other.
 */
export const documentRoute = (routes: () => RouteEntry[]) =>
  methods({
    GET: publicRoute(
      async () => new Response((await getOpenApiDocument(routes())).json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
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
