import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from './icons';

interface Props {
  id?: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** A link to the full list beside the heading ("All services"). */
  action?: { to: string; label: string };
  align?: 'left' | 'center';
}

/** The heading of a landing-page block: a small gold eyebrow over a serif title. */
export function SectionHeading({ id, eyebrow, title, children, action, align = 'left' }: Props) {
  const centered = align === 'center';
  return (
    <div
      className={`mb-12 flex flex-col gap-6 sm:mb-14 ${
        centered ? 'items-center text-center' : 'md:flex-row md:items-end md:justify-between'
      }`}
    >
      <div className={centered ? 'max-w-2xl' : 'max-w-2xl'}>
        <p className="eyebrow">{eyebrow}</p>
        <h2
          id={id}
          className="mt-4 font-display text-4xl leading-tight font-semibold text-balance text-ivory sm:text-5xl"
        >
          {title}
        </h2>
        {children ? <div className="mt-4 text-base leading-relaxed text-stone-300">{children}</div> : null}
      </div>
      {action ? (
        <Link
          to={action.to}
          className="inline-flex shrink-0 items-center gap-2 text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase hover:text-gold-200"
        >
          {action.label}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      ) : null}
    </div>
  );
}
