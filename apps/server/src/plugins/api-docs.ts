import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document built from the routes' zod schemas, browsable at /api/docs unless API_DOCS is off
 * (the document is still built: `app.swagger()` serves the tests).
 */
export const apiDocsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Puente API', description: 'Puente: English for Spanish speakers', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (app.deps.config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
