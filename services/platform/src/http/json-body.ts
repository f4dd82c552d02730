import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem';

/** No form of this product nests deeper than a handful of levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of `[`/`{` in a JSON text, found by one pass over its characters (no recursion),
 * skipping string contents. Stops counting once `limit` is passed: the caller only needs to know that.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * The API's one body parser. Replaces Fastify's JSON parser by one that refuses too-deep bodies before parsing them (issue 13: a
 * depth-5,000 body made later recursive code throw RangeError → 500). The parse itself is still Fastify's
 * own (secure-json-parse), so `__proto__` and `constructor.prototype` keys stay refused; the size cap is
 * Fastify's bodyLimit, checked while the body streams in, before this runs.
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  // JSON is the only body the API reads (uploads register multipart in their own plugin): Fastify's default
  // text/plain parser handed a string to the schema, a 400 on `body`, where docs/api.md promises 415.
  app.removeContentTypeParser('text/plain');
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, maxDepth)) {
      done(
        new HttpProblem(400, `The request body is nested too deeply (at most ${maxDepth} levels)`, {
          errors: [{ field: 'body', message: `is nested more than ${maxDepth} levels deep` }],
        }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
