import { z } from 'zod';
import { auditActorSchema } from './history';

// The customers (issue 17): ./customers.ts.
export * from './customers';

/** An upload's largest picture: a 24-megapixel camera's photos fit, a header claiming 100000×100000 does not. */
export const MAX_UPLOAD_MEGAPIXELS = 30;

/**
 * A JPEG's most scans (SOS segments, decision 297). A progressive JPEG is drawn in passes, each one more work
 * for every reader's browser: libjpeg's own progressive script has 10 for a colour photo (6 grey, 18
 * CMYK), Photoshop offers 3 to 5. Chromium and Skia stop decoding at the 100th scan (their progress monitor,
 * `input_scan_number >= 100`), so 99 is the most any browser draws; libjpeg-turbo itself sets no limit by
 * default (djpeg/jpegtran `-maxscans`, TurboJPEG `TJPARAM_SCANLIMIT`: 0, none) and its fuzzers use 500.
 */
export const MAX_JPEG_SCANS = 99;

/**
 * An animated GIF's most pixels, all its frames together (each image descriptor's width × height, decision
 * 301): every reader's browser decodes them all on every loop (Firefox keeps at most 20 MB of an animation's
 * frames decoded and decodes the rest again each time round). Four times the still image's limit: a short
 * 800 × 600 animation of 100 frames is 48, 100 square 1080 × 1080 frames 117; a 5 MB GIF of one-colour
 * frames could hold thousands of megapixels.
 */
export const MAX_GIF_FRAME_MEGAPIXELS = 120;

/** What POST /api/admin/uploads answers: where the stored image is served. */
export const uploadResultSchema = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** A short-lived ticket that lets EventSource (which cannot send headers) open GET /api/admin/live. */
export const liveTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

/** One server-sent event of the admin live stream: which read models just changed, and where the log is. */
export const liveChangeSchema = z.object({ models: z.array(z.string()), position: z.string() });
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * A contact message as the admin messages view lists it. Its answered mark (decision 326): who set it and
 * when. A row a persistent read store kept from before the mark existed has none of those fields, and was
 * then at revision 0 (its one event), so the defaults say what it was.
 */
export const contactMessageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  received_at: z.string(),
  revision: z.number().int().default(0),
  answered: z.boolean().default(false),
  answered_at: z.string().optional(),
  answered_by: auditActorSchema.optional(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

/** The Messages page's filter (`?status=`): the ones waiting for an answer, or the answered ones; none: all. */
export const MESSAGE_FILTERS = ['waiting', 'answered'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** `PUT /api/admin/messages/:id/answered`: set (true) or undo (false) the answered mark. */
export const messageAnsweredRequestSchema = z.object({
  answered: z.boolean(),
  expectedRevision: z.number().int().nonnegative().optional(),
});
export type MessageAnsweredRequest = z.infer<typeof messageAnsweredRequestSchema>;

export const contactMessagePageSchema = z.object({
  items: z.array(contactMessageRowSchema),
  total: z.number().int(),
});

/** Where a projection (a read model's projector) is: starting, catching up with the log, live, … */
export const projectionStateSchema = z.enum([
  'starting',
  'catching_up',
  'live',
  'rebuilding',
  /** Its store (the log or the read store) failed: it is retried from its checkpoint, with growing waits. */
  'reconnecting',
  'failed',
  'stopped',
]);
export type ProjectionState = z.infer<typeof projectionStateSchema>;

/** Why a projection stopped: the event it could not apply. */
export const projectionFailureSchema = z.object({
  message: z.string(),
  /** Global position and type of the event the projection could not apply. */
  position: z.string().nullable(),
  event_type: z.string().nullable(),
  at: z.string(),
});
export type ProjectionFailure = z.infer<typeof projectionFailureSchema>;

/**
 * One projection's status, as the runner reports it, `GET /api/admin/projections` sends it and the
 * projections command line reads it: one schema for the three.
 */
export const projectionStatusSchema = z.object({
  name: z.string(),
  state: projectionStateSchema,
  /** Last applied global position (decimal string), null before the first event. */
  checkpoint: z.string().nullable(),
  /** Position of the last event in the log, null when the log is empty. */
  head: z.string().nullable(),
  lag_events: z.number(),
  lag_ms: z.number(),
  events_applied: z.number(),
  /** The failure that stopped it (`failed`), or the last error it is retrying after (`reconnecting`). */
  error: projectionFailureSchema.nullable(),
  /** The version of its code (bumped when its handler changes; a new version is rebuilt in the background). */
  version: z.number().int().optional(),
  /** While a rebuild runs: events replayed into the new tables so far, of the log's events when it began. */
  rebuild: z.object({ done: z.number(), total: z.number() }).nullable().optional(),
  /**
   * The last rebuild asked for failed, and the model kept serving its tables (a new version's failed
   * rebuild is `failed` with its `error` instead): what stopped it. Cleared when the next one starts.
   */
  rebuild_failed: projectionFailureSchema.nullable().optional(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;

/** A reactor (the e-mail sender) of the process answering. */
export const reactorStatusSchema = z.object({
  name: z.string(),
  state: z.enum(['stopped', 'running', 'retrying']),
  /** Last global position fully handled (its mails sent), decimal; null before the first one. */
  checkpoint: z.string().nullable(),
  /** Messages handed to the mailer since start (an outbox file that already existed counts too). */
  sent: z.number(),
  /** Mail events sent nothing: older than the cut-off, or malformed. */
  skipped: z.number(),
  /** Messages the SMTP server refused for good (kept in outbox/undeliverable). */
  undeliverable: z.number(),
  /** Set while a send (or a checkpoint save) keeps failing and is being retried. */
  failing: z.object({ message: z.string(), since: z.string(), attempts: z.number() }).optional(),
});
export type ReactorStatus = z.infer<typeof reactorStatusSchema>;

/** A store as health checks it (`GET /api/health`'s `event_store`, `read_store`): why not, when it fails. */
const storeCheckSchema = z.object({ ok: z.boolean(), error: z.string().optional() });

/**
 * `GET /api/admin/projections`: every projection, the reactors of this process, and both stores as health
 * checks them (a damaged file leaves every read model "live" while what they serve cannot be trusted).
 */
export const projectionsOverviewSchema = z.object({
  items: z.array(projectionStatusSchema),
  reactors: z.array(reactorStatusSchema),
  stores: z.object({ event_store: storeCheckSchema, read_store: storeCheckSchema }).optional(),
});
export type ProjectionsOverview = z.infer<typeof projectionsOverviewSchema>;
