import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Access, describeAccess } from './access';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { access?: Access } };
};

/**
 * OpenAPI generated from the same Zod schemas that validate requests; browsable at /api/docs. Each operation's
 * security and the roles and owner rule in its description come from the route's access declaration.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const access = input.route?.config?.access;
  if (!access) return result;
  const schema = result.schema as Record<string, unknown>;
  const description = [describeAccess(access), schema.description].filter(Boolean).join(' ');
  return {
    ...result,
    schema: { ...schema, description, ...(access === 'public' ? {} : { security: [{ bearer: [] }] }) },
  };
}

export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TVET Graduate Tracer API',
        description:
          'Every answer is {status, msg, payload}. Routes state who may call them; send the access token as "Authorization: Bearer <key>".',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: transform as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
