import { useState } from 'react';
import { isStaleRevision } from './stale-revision';

/**
 * An edit form's record as it was when the form opened, so that its save sends THAT revision: a live
 * refetch (another admin saved) must not move the revision under what this admin typed, or the save
 * would overwrite the other change without a 409. `newer` says a newer version has arrived since;
 * `reload` takes the record as it is now (after a 409, or, in a form that follows the server while
 * nothing is typed, at once). `failed` tells a refused save's stale revision (then `conflict` shows the
 * panel's own sentence, see ConflictNotice) from any other error.
 */
export function useRecordAtOpen<T>(current: T) {
  const [record, setRecord] = useState(current);
  const [conflict, setConflict] = useState(false);
  return {
    record,
    newer: record !== current,
    conflict,
    reload: () => {
      setRecord(current);
      setConflict(false);
    },
    /** True (and the conflict shown) when the save was refused for a stale revision. */
    failed: (error: unknown): boolean => {
      const stale = isStaleRevision(error);
      if (stale) setConflict(true);
      return stale;
    },
  };
}
