/** A command refused by the domain rules. Each kind maps to one HTTP status in the API's error handler. */
export class DomainError extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);

/** A rule broken by one field of a request, in the shape of the API's problem+json `errors`. */
export interface FieldErrorLike {
  field: string;
  message: string;
}
