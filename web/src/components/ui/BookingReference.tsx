import type { ReactNode } from 'react';

/**
 * A booking reference (CH-6WK9PR) as the customer reads it out or types it: on one line, never broken at
 * its hyphen ("CH-" / "6WK9PR" at 390 px in Dutch), and not translated. `children` is the reference.
 */
export function BookingReference({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <span translate="no" className={`whitespace-nowrap ${className}`.trim()}>
      {children}
    </span>
  );
}
