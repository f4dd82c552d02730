import type { FastifyInstance } from 'fastify';
import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@chauffeur/contracts';
import { problemResponse, problemStatusesOf, type RouteShape } from './problem-responses';

type Transform = typeof jsonSchemaTransform;
/** The OpenAPI 3 object @fastify/swagger builds (its type, without depending on openapi-types). */
type OpenApiObject = Extract<
  Parameters<SwaggerTransformObject>[0],
  { openapiObject: unknown }
>['openapiObject'];

/** RFC 9457 problem details as JSON Schema: the one schema every error answer of the document refers to. */
const problemComponent = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(problemSchema.loose(), {
    target: 'openapi-3.0',
    io: 'output',
  });
  // Typed as a plain object schema, which every OpenAPI version's typing of @fastify/swagger accepts.
  return {
    ...schema,
    description: 'RFC 9457 problem details; further members may be added',
  } as { type: 'object'; description: string };
})();

/**
 * The zod transform, then every error status the route can answer (problem-responses.ts), each as
 * application/problem+json. A status the route declares itself keeps the route's own schema.
 */
const withProblemResponses: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const statuses = problemStatusesOf({ ...(document.route as RouteShape), url: document.url });
  if (transformed.schema?.hide || statuses.length === 0) return transformed;
  const declared = (transformed.schema?.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = { ...declared };
  // A route without a success schema keeps the default 200 that the document would otherwise show.
  if (!Object.keys(declared).some((status) => status.startsWith('2')))
    response['200'] = { description: 'Default Response' };
  for (const status of statuses) {
    const own = response[status];
    if (own === undefined) response[status] = problemResponse(status);
    // An error the route declares without a schema of its own (`z.any()`) is a problem answer too.
    else if (saysNothing(own)) response[status] = { ...problemResponse(status), ...descriptionOf(own) };
  }
  return { ...transformed, schema: { ...transformed.schema, response } };
};

type Schema = Record<string, unknown>;
type Entry = Schema & { description?: string; content?: Record<string, { schema?: Schema }> };
const descriptionOf = (entry: unknown) => {
  const description = (entry as Entry).description;
  return description ? { description } : {};
};
const onlyDescribes = (schema: Schema | undefined) =>
  !schema || Object.keys(schema).every((key) => key === 'description');
/** A response schema (or every schema of a content-typed one) with nothing but a description: `z.any()`. */
const saysNothing = (entry: unknown) => {
  const { content } = entry as Entry;
  return content
    ? Object.values(content).every(({ schema }) => onlyDescribes(schema))
    : onlyDescribes(entry as Schema);
};

/**
 * zod writes a nullable enum as `{ enum: [...], nullable: true }`; OpenAPI 3.0.3 reads `nullable` as not
 * widening `enum`, so validators refuse the null the API sends. The null goes into the enum as well.
 */
function nullableEnumsAllowNull(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableEnumsAllowNull);
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  Object.values(node).forEach(nullableEnumsAllowNull);
}

/** OpenAPI document generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Brussels chauffeur booking API',
        description:
          'Commands append events; queries read projections. Errors are application/problem+json, and every ' +
          'error status a route can answer is listed with it.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Problem: problemComponent },
      },
    },
    transform: withProblemResponses,
    transformObject: (document) => {
      const { openapiObject } = document as { openapiObject: OpenApiObject };
      nullableEnumsAllowNull(openapiObject);
      return openapiObject;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
