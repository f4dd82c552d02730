import { ApiError } from '../../../lib/api';

/** Messages by form field from a failed zod parse of a form's values (the field is the path's first key). */
export const issueMessages = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));

/** Messages by form field from the server's problem answer (`body.<field>`); none for any other error. */
export const serverFieldMessages = (error: unknown): Record<string, string> =>
  error instanceof ApiError
    ? Object.fromEntries(error.fieldErrors.map((f) => [f.field.replace(/^body\./, ''), f.message]))
    : {};
