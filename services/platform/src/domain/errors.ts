import { problemText, type CodedProblem } from '@chauffeur/contracts';

/** A rule broken by one field of a request, in the shape of the API's problem+json `errors`. */
export interface FieldErrorLike {
  field: string;
  message: string;
  /** A coded rule (decision 277): its code and params beside the English message, as for a refusal. */
  code?: string;
  params?: Record<string, string | number>;
}

/** A field broken by a coded rule: the code's English sentence as its message, the code and params beside. */
export const codedField = (field: string, coded: CodedProblem): FieldErrorLike => ({
  field,
  message: problemText(coded),
  code: coded.code,
  ...(coded.params ? { params: coded.params } : {}),
});

/**
 * A command refused by the domain rules, or one that cannot be carried out now. Domain code (deciders,
 * command functions, pricing) throws only this, never an HTTP answer: the platform's error handler is the one
 * place that turns each kind into its problem details (http/error-handler.ts, DOMAIN_STATUS):
 * - `not_found`: what the command is about does not exist (404).
 * - `conflict`: the state forbids it (409), e.g. 'Cannot confirm a booking that is cancelled'.
 * - `invalid`: the request breaks a rule. With `fields`, the fields to correct (400, like a request failing
 *   its schema); without, the command as a whole, e.g. a ride started too early (422).
 * - `unavailable`: nothing was decided and the client may try again later (503).
 * - `unauthorized`: who asks could not be established (a session ended, a token no longer valid): sign in
 *   again (401).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict' | 'invalid' | 'unavailable' | 'unauthorized',
    message: string,
    readonly details: {
      /** The failing fields of an `invalid` request. */
      fields?: FieldErrorLike[];
      /** A short name for the refusal when the status's own would mislead (problem+json `title`). */
      title?: string;
      /** The refusal's stable code and params, for a customer's page to say it in its language (decision 230). */
      coded?: CodedProblem;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** Who asks is not (or no longer) known: a session that ended, a token that is no longer valid. */
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
/** The request breaks a rule; `fields` names what to correct. */
export const invalid = (message: string, fields?: FieldErrorLike[]) =>
  new DomainError('invalid', message, fields ? { fields } : {});

/**
 * A refusal a customer's page can receive (decision 230): the code's English sentence as the message, the
 * code and params beside it, so the web says it in the page's language (contracts' http/problem-codes.ts).
 */
export const refusal = (
  kind: DomainError['kind'],
  coded: CodedProblem,
  details: { fields?: FieldErrorLike[]; title?: string } = {},
) => new DomainError(kind, problemText(coded), { ...details, coded });
