import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { problemBody, sendProblem } from './problem';

/**
 * Serves the built SPA. Unknown GET paths outside /api that ask for HTML get index.html, so deep links
 * like /fleet work; everything else unknown is a problem+json 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite puts content hashes in asset names: they can be cached forever; index.html never.
        if (path.startsWith(join(webDist, 'assets')))
          res.raw.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.raw.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendProblem(
      reply,
      problemBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`),
    );
  });
}
