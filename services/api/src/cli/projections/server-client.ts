import {
  projectionStatusSchema,
  projectionsOverviewSchema,
  type ProjectionStatus,
} from '@chauffeur/contracts';
import type { z } from 'zod';
import { CliError, EXIT } from './args';

/** The server's answer read with the route's own response schema; another shape is a failure, not a cast. */
function answer<T>(schema: z.ZodType<T>, path: string, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new CliError(`${path} answered something unexpected: ${parsed.error.message}`, EXIT.failed);
  return parsed.data;
}

/**
 * A running server's admin API (the embedded deployment keeps its read models in its own memory: only it
 * can rebuild them). Credentials: ADMIN_TOKEN (a bearer token), or ADMIN_EMAIL + ADMIN_PASSWORD to sign in
 * through POST /api/auth/sign-in like the admin panel does.
 */
export class ServerClient {
  private token: string | null;

  constructor(
    readonly baseUrl: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.token = env.ADMIN_TOKEN || null;
  }

  async status(): Promise<ProjectionStatus[]> {
    const path = '/api/admin/projections';
    return answer(projectionsOverviewSchema, path, await this.call('GET', path)).items;
  }

  /** Starts a rebuild; the server answers at once (202) and rebuilds in the background. */
  async startRebuild(name: string): Promise<ProjectionStatus> {
    const path = `/api/admin/projections/${encodeURIComponent(name)}/rebuild`;
    return answer(projectionStatusSchema, path, await this.call('POST', path));
  }

  private async signIn(): Promise<string> {
    const email = this.env.ADMIN_EMAIL;
    const password = this.env.ADMIN_PASSWORD;
    if (!email || !password)
      throw new CliError(
        `${this.baseUrl} needs an admin: set ADMIN_TOKEN, or ADMIN_EMAIL and ADMIN_PASSWORD`,
        EXIT.unreachable,
      );
    const response = await this.send('POST', '/api/auth/sign-in', undefined, { email, password });
    if (!response.ok)
      throw new CliError(
        `Sign-in as ${email} at ${this.baseUrl} failed (${response.status}): ${await problem(response)}`,
        EXIT.unreachable,
      );
    return ((await response.json()) as { access_token: string }).access_token;
  }

  private async call(method: string, path: string): Promise<unknown> {
    this.token ??= await this.signIn();
    const response = await this.send(method, path, this.token);
    if (response.status === 401 || response.status === 403)
      throw new CliError(
        `${this.baseUrl} refused the admin credentials (${response.status})`,
        EXIT.unreachable,
      );
    if (response.status === 404 && method === 'POST') throw new CliError(await problem(response), EXIT.usage);
    if (!response.ok)
      throw new CliError(
        `${method} ${path} answered ${response.status}: ${await problem(response)}`,
        EXIT.failed,
      );
    return response.json();
  }

  private async send(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      throw new CliError(`Cannot reach the server at ${this.baseUrl}: ${reason}`, EXIT.unreachable);
    }
  }
}

async function problem(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string; detail?: string; title?: string };
    return body.message ?? body.detail ?? body.title ?? text;
  } catch {
    return text || response.statusText;
  }
}
