import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Collects every route's zod schemas into an OpenAPI document; must be registered before the routes. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront store API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          certificate: { type: 'apiKey', in: 'header', name: 'x-certificate-type' },
          // The operators' console (ADR 0048): Authorization: Operator <token>.
          operator: { type: 'apiKey', in: 'header', name: 'authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Adds the schemas given an id (recursive ones such as CategoryNode) under components, where their $refs point.
    transformObject: jsonSchemaTransformObject,
  });
  // The raw document, not an envelope, so standard OpenAPI tools can read it.
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
