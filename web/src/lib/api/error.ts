import { problemSchema, type FieldError, type Problem } from '@chauffeur/contracts';

/**
 * Why a call failed, as the interface tells the visitor (SPEC 8):
 * - network: the request never got an answer;
 * - auth: 401;
 * - database: 500 or 503 (SPEC 8), and the other 5xx a proxy answers when the server is down;
 * - policy: the backend reported a recursive row-level policy;
 * - problem: any other answer with an RFC 9457 body, whose detail (or title) is shown as sent;
 * - http: any other failed status without a usable problem body;
 * - invalid: a 2xx answer that is not the JSON the screen expects.
 */
export type ApiErrorKind = 'network' | 'auth' | 'database' | 'policy' | 'problem' | 'http' | 'invalid';

/** The English texts of SPEC 8; screens show the translated ones through `useErrorMessage`. */
export const ERROR_TEXTS = {
  auth: 'Authentication error. Please sign in again.',
  database: 'Database connection error. Please try again later.',
  policy: 'A database policy error occurred. Please contact support.',
  network: 'Connection error. Please check your internet connection.',
  invalid: 'Something went wrong. Please try again later.',
} as const;

const POLICY_RECURSION = 'infinite recursion detected in policy';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null,
    readonly problem: Problem | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** Per-field validation messages of a 400/422 problem, for forms to show beside their inputs. */
  get fieldErrors(): FieldError[] {
    return this.problem?.errors ?? [];
  }
}

function parseProblem(body: string): Problem | null {
  try {
    const parsed = problemSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Maps a non-OK response (its status and raw body) to the error a screen shows. */
export function errorFromResponse(status: number, body: string): ApiError {
  const problem = parseProblem(body);
  // Checked first: the backend reports this policy failure with a 500, which would read as a connection issue.
  if (body.includes(POLICY_RECURSION)) return new ApiError('policy', ERROR_TEXTS.policy, status, problem);
  if (status === 401) return new ApiError('auth', ERROR_TEXTS.auth, status, problem);
  if (status >= 500) return new ApiError('database', ERROR_TEXTS.database, status, problem);
  if (problem) return new ApiError('problem', problem.detail || problem.title, status, problem);
  return new ApiError('http', `The request failed (HTTP ${status}). Please try again later.`, status);
}

export function networkError(cause: unknown): ApiError {
  return new ApiError('network', ERROR_TEXTS.network, null, null, { cause });
}

export function invalidResponseError(status: number, cause: unknown): ApiError {
  return new ApiError('invalid', ERROR_TEXTS.invalid, status, null, { cause });
}
