import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** A real answer of the API, as the walk saw it. */
export interface Answer {
  method: string;
  /** The route as registered, e.g. `/api/admin/vehicles/:id`. */
  route: string;
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Fastify's `/x/:id` as the document writes it, `/x/{id}`. */
export const documentPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pointer = (...parts: string[]) =>
  parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/**
 * Checks answers against the OpenAPI document with Ajv (draft-04 dialect plus `nullable`, which is what an
 * OpenAPI 3.0 schema object is). The document is added whole, so `$ref`s to its components resolve as a
 * reader of the document would resolve them.
 */
export function documentValidator(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document as object, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const schemaAt = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#/${ref}` });
      compiled.set(ref, validate);
    }
    return validate;
  };

  /** What is wrong with one answer (nothing: an empty list). */
  return (answer: Answer): string[] => {
    const path = documentPath(answer.route);
    // HEAD is GET without a body (RFC 9110); the document lists GET only.
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    if (!operation) return [`${method.toUpperCase()} ${path} is not in the document`];
    const documented = operation.responses?.[String(answer.status)];
    if (!documented) {
      const listed = Object.keys(operation.responses ?? {}).join(', ');
      return [`status ${answer.status} is not documented (documented: ${listed})`];
    }
    if (answer.method === 'HEAD' || answer.status === 204 || answer.body === '') return [];
    const type = answer.contentType?.split(';')[0]!.trim() ?? '';
    const content = documented.content ?? {};
    if (!content[type]) {
      const listed = Object.keys(content).join(', ') || 'no body';
      return [
        `content type ${type || '(none)'} is not documented for ${answer.status} (documented: ${listed})`,
      ];
    }
    if (content[type]!.schema === undefined) return [];
    // A file (issue 18's PDF receipt) is described by its media type: its bytes are no JSON to validate.
    if (!type.includes('json')) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`the ${type} body is not JSON: ${answer.body.slice(0, 120)}`];
    }
    const validate = schemaAt(
      pointer('paths', path, method, 'responses', String(answer.status), 'content', type, 'schema'),
    );
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `body${e.instancePath || ''} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
  };
}
