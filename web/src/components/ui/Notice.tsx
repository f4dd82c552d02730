import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from './icons';

interface Props {
  tone: 'info' | 'error';
  title: string;
  children?: ReactNode;
  /** Heading level of the title inside the page outline. */
  level?: 1 | 2 | 3;
}

/** A framed message in place of content that is missing, empty or failed to load. */
export function Notice({ tone, title, children, level = 2 }: Props) {
  const Icon = tone === 'error' ? AlertIcon : InfoIcon;
  const Heading = `h${level}` as const;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-xl flex-col items-center rounded-md border border-white/10 bg-ink-900 px-6 py-12 text-center sm:px-12"
    >
      <Icon className={`h-10 w-10 ${tone === 'error' ? 'text-red-300' : 'text-gold-400'}`} />
      <Heading className="mt-5 font-display text-3xl font-semibold text-balance text-ivory">{title}</Heading>
      {children ? <div className="mt-3 text-sm leading-relaxed text-stone-300">{children}</div> : null}
    </div>
  );
}
