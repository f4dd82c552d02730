import { HttpProblem } from './problem';

/**
 * `3` or `"3"`, quoted on both sides or neither (`"-1` is malformed, not -1). A weak `W/"3"` is the same
 * revision: a proxy compressing the answer may weaken the ETag the client sends back.
 */
const REVISION = /^\s*(?:W\/)?(?:"(-1|\d{1,15})"|(-1|\d{1,15}))\s*$/;

/**
 * The revision a client saw, from `If-Match` (`3` or `"3"`, as our ETags are sent) or the body's
 * `expectedRevision`. Changes to an existing record require one: without it a lost update is possible.
 */
export function expectedRevisionOf(
  ifMatch: string | undefined,
  bodyRevision: number | undefined,
  options: { required: boolean },
): bigint | undefined {
  if (ifMatch !== undefined) {
    const match = REVISION.exec(ifMatch);
    if (!match) {
      throw new HttpProblem(400, 'If-Match must be the revision you last read, for example "3"', {
        errors: [{ field: 'headers.if-match', message: 'must be a revision number' }],
      });
    }
    return BigInt((match[1] ?? match[2])!);
  }
  if (bodyRevision !== undefined) return BigInt(bodyRevision);
  if (options.required) {
    throw new HttpProblem(
      428,
      'Send the revision you last read in If-Match (or expectedRevision) so no change is lost',
      {
        errors: [{ field: 'headers.if-match', message: 'is required' }],
      },
    );
  }
  return undefined;
}

export const etagOf = (revision: number | bigint) => `"${revision}"`;
