import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from './site-icons';

/** The link back to a list at the top of a detail page (SPEC 2). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase hover:text-gold-200"
    >
      <ArrowLeftIcon className="h-4 w-4" />
      {label}
    </Link>
  );
}
