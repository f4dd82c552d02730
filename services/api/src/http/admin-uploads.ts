import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_GIF_FRAME_MEGAPIXELS, MAX_JPEG_SCANS, MAX_UPLOAD_MEGAPIXELS } from '@chauffeur/contracts';
import { HttpProblem } from '@chauffeur/platform';
import { detectImage } from '../uploads/image-bytes';
import { readImage, type ImageReading } from '../uploads/image-structure';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOADS_URL_PREFIX = '/uploads/';

const MAX_UPLOAD_PIXELS = MAX_UPLOAD_MEGAPIXELS * 1_000_000;

const fileError = (message: string) => ({ errors: [{ field: 'body.file', message }] });
/** Not one of the four formats, or not the image its first bytes claim (image-structure.ts). */
const notAnImage = () =>
  new HttpProblem(415, 'Only JPEG, PNG, WebP or GIF images can be uploaded', {
    ...fileError('must be a JPEG, PNG, WebP or GIF image'),
  });

type Refusal = Extract<ImageReading, { ok: false }>;
/** How each refusal of the reader is answered, one row each (the admin's page words them by status). */
const REFUSED: { [P in Refusal['problem']]: (reading: Extract<Refusal, { problem: P }>) => HttpProblem } = {
  not_image: notAnImage,
  too_many_pixels: ({ width, height }) =>
    new HttpProblem(
      400,
      `The image is ${width} × ${height} pixels: at most ${MAX_UPLOAD_MEGAPIXELS} megapixels`,
      fileError(`must be at most ${MAX_UPLOAD_MEGAPIXELS} megapixels`),
    ),
  // Decision 297: a well-formed JPEG, refused by a rule of ours (422) for its readers' browsers.
  too_many_scans: ({ most }) =>
    new HttpProblem(
      422,
      `The JPEG has more than ${most} scans (progressive passes): at most ${most}`,
      fileError(`must have at most ${most} scans`),
    ),
  // Decision 301: what every reader's browser decodes on each loop. Coded: the panel's other 422 is the JPEG's.
  gif_frames_too_large: ({ pixels }) =>
    HttpProblem.coded(
      422,
      {
        code: 'gif_frames_too_large',
        params: { megapixels: Math.ceil(pixels / 1_000_000), most: MAX_GIF_FRAME_MEGAPIXELS },
      },
      fileError(`its frames must add up to at most ${MAX_GIF_FRAME_MEGAPIXELS} megapixels`),
    ),
};
const refusalOf = (reading: Refusal) =>
  (REFUSED[reading.problem] as (reading: Refusal) => HttpProblem)(reading);

/**
 * POST /api/admin/uploads: one image (multipart field `file`) for a blog post's featured image. The bytes
 * decide: JPEG, PNG, WebP or GIF, read to the end as that format, at most 5 MB and 30 megapixels (a JPEG at
 * most MAX_JPEG_SCANS scans, an animated GIF's frames at most MAX_GIF_FRAME_MEGAPIXELS together). It is stored under a random name with the extension of
 * what it really is (the client's file name is never used), and served from /uploads/<name>.
 */
export async function adminUploadRoutes(
  app: FastifyInstance,
  { uploadsDir }: { uploadsDir: string },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/uploads',
    {
      // Multipart is read by the plugin; this route's body never goes through the JSON body limit.
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      config: { problems: [422] },
      schema: {
        tags: ['admin: uploads'],
        security: [{ bearerAuth: [] }],
        summary: `Uploads one image (JPEG, PNG, WebP or GIF, read as that format; at most 5 MB and 30 megapixels, a JPEG at most ${MAX_JPEG_SCANS} scans, a GIF's frames at most ${MAX_GIF_FRAME_MEGAPIXELS} megapixels together)`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string(), content_type: z.string(), size: z.number().int() }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpProblem(415, 'Send the image as multipart/form-data', fileError('is required'));
      let file: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        file = await request.file();
        if (!file) throw new HttpProblem(400, 'No image was sent', fileError('is required'));
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof HttpProblem) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpProblem(413, 'The image is larger than 5 MB', fileError('must be at most 5 MB'));
        // A broken multipart body (cut short, bad boundary) is the client's mistake, not ours.
        throw new HttpProblem(
          400,
          'The upload is not a valid multipart form',
          fileError('could not be read'),
        );
      }
      if (file.file.truncated)
        throw new HttpProblem(413, 'The image is larger than 5 MB', fileError('must be at most 5 MB'));
      const kind = detectImage(bytes);
      if (!kind) throw notAnImage();
      const image = await readImage(bytes, kind, MAX_UPLOAD_PIXELS);
      if (!image.ok) throw refusalOf(image);
      const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(join(uploadsDir, name), bytes, { flag: 'wx' });
      return reply
        .code(201)
        .send({ url: `${UPLOADS_URL_PREFIX}${name}`, content_type: kind.mime, size: bytes.length });
    },
  );
}
