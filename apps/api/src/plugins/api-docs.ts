import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@keyturn/shared';

/** Where the API document and its viewer are served. */
export const API_DOCS_PATH = `${API_BASE}/docs`;

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
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    // Swagger UI's script adds a style element of its own. The page shows nothing but our own
    // API description, so inline styles may run there; scripts still come only from us.
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
});
