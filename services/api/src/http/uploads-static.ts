import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the uploaded images from /uploads/. Names are random hex plus a checked extension, so the
 * content type follows from the extension; `nosniff` keeps a browser from guessing anything else.
 */
export async function uploadsStaticRoutes(
  app: FastifyInstance,
  { uploadsDir }: { uploadsDir: string },
): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.raw.setHeader('x-content-type-options', 'nosniff');
      res.raw.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.raw.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
