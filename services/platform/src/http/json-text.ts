import type { FastifyReply } from 'fastify';

/**
 * Sends a page whose rows the handler holds as JSON text (a read store's own, see findJson): the rows are
 * joined into the page, not parsed, checked and written out again. The route's response schema still
 * documents the page; the tests that read it hold the rows to it.
 */
export function sendJsonPage(
  reply: FastifyReply,
  rows: readonly string[],
  fields: Readonly<Record<string, number | string>>,
): FastifyReply {
  let text = `{"items":[${rows.join(',')}]`;
  for (const [name, value] of Object.entries(fields))
    text += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
  return reply.type('application/json; charset=utf-8').send(`${text}}`);
}
