import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons';

/** A form's refusal above its fields: the sign-in, sign-up and forgotten-password forms point at it. */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-sm border border-red-400/30 bg-red-500/10 p-4 text-sm text-red-200"
    >
      <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
      {children}
    </p>
  );
}
