import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE, errorSchema } from '@keyturn/shared';
import type { FileReply, RouteDocs } from '../lib/api-routes.ts';
import { MAX_PAGE_OFFSET } from '../lib/paging.ts';

/** Where the API document and its viewer are served. */
export const API_DOCS_PATH = `${API_BASE}/docs`;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `GET /api/car/visitors/:id/availability` → `getCarVisitorsByIdAvailability`. */
export function operationIdOf(method: string, url: string): string {
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const words = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

/** A file answer: the bytes themselves, in one of the content types. */
function fileAnswer({ description, contentTypes }: FileReply) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: z.file() }])),
  };
}

/** The route's schema as the document sees it: with what its declaration says for it alone. */
function withDocs(schema: FastifySchema, { multipart, fileReply }: RouteDocs): FastifySchema {
  return {
    ...schema,
    ...(multipart && { body: multipart, consumes: ['multipart/form-data'] }),
    ...(fileReply && {
      response: { 200: fileAnswer(fileReply), '4xx': errorSchema, '5xx': errorSchema },
    }),
  };
}

/**
 * A paged list refuses a page that would skip more than MAX_PAGE_OFFSET rows, a rule of the
 * server's paging (lib/paging.ts) rather than of the shared query schema: said for every query
 * with a page and a size.
 */
function declarePageCap(query: unknown) {
  const properties = isObject(query) ? query.properties : undefined;
  if (!isObject(properties) || !isObject(properties.page) || !properties.size) return;
  properties.page.maximum = MAX_PAGE_OFFSET;
  properties.page.description = `The page, from 0; page × size may be at most ${MAX_PAGE_OFFSET}`;
}

/**
 * OpenAPI 3.0's `nullable` holds only beside a `type`, but the zod conversion puts it beside the
 * `anyOf` of a nullable union of several members: null becomes a member of its own instead.
 */
function nullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) nullableUnions(child);
    return;
  }
  if (!isObject(node)) return;
  for (const child of Object.values(node)) nullableUnions(child);
  if (node.nullable === true && !('type' in node) && Array.isArray(node.anyOf)) {
    delete node.nullable;
    node.anyOf = [...(node.anyOf as unknown[]), { type: 'object', nullable: true, enum: [null] }];
  }
}

/**
 * A route's part of the document: its zod schemas as JSON Schema, what its declaration says for
 * the document alone (a multipart body's fields, a file answer), an operationId from its method
 * and path, and the rules the zod schemas cannot carry.
 */
const describeRoute: SwaggerTransform = (document) => {
  const { route } = document;
  const docs = route.config?.apiDocs;
  const schema = docs && document.schema ? withDocs(document.schema, docs) : document.schema;
  const described = jsonSchemaTransform({ ...document, schema });
  const result: JsonObject = { ...described.schema };
  if (result.hide) return described;

  result.operationId ??= operationIdOf([route.method].flat()[0]!, document.url);
  if (docs?.fileReply?.notModified && isObject(result.response)) {
    result.response['304'] = { type: 'null', description: docs.fileReply.notModified };
  }
  declarePageCap(result.querystring);
  nullableUnions([result.body, result.querystring, result.params, result.response]);
  return { ...described, schema: result };
};

/** OpenAPI generated from the zod schemas that validate the requests, served at API_DOCS_PATH. */
export const apiDocs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Keyturn API',
        description:
          'Rent a car by the hour. Times in requests are the company wall clock as ' +
          'MM/DD/YYYY HH:mm:ss; responses give YYYY-MM-DDTHH:mm:ss in the same zone.',
        version: '1.0.0',
      },
      // Relative: the API is the server that serves this document, wherever it is reached
      // (localhost, a test, behind a proxy), and the paths carry API_BASE themselves. The
      // configured public URL is the address in customers' mail; written here it would send a
      // tool reading a development server's document to production.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    // Swagger UI's script adds a style element of its own. The page shows nothing but our own
    // API description, so inline styles may run there; scripts still come only from us. Its
    // policy's upgrade-insecure-requests is dropped, as in the app's (security-headers.ts): TLS
    // is the proxy's business, and over plain HTTP the page's own scripts would be refused.
    transformStaticCSP: (header) =>
      header
        .replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });
});
