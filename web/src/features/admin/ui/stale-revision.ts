import { ApiError } from '../../../lib/api';

/**
 * Whether a command was refused because the record changed since the admin saw it (409 with the
 * error handler's `changed_by_someone_else`, or an older server's 409 with no code). The panel then says
 * its own sentence in the admin's language, alone: the server's English detail added nothing but English
 * in a French panel. Any other coded 409 (a car taken, an open change request) is said by its code.
 */
export const isStaleRevision = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.problem?.code ?? 'changed_by_someone_else') === 'changed_by_someone_else';
