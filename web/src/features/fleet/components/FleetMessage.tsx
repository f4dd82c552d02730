import type { ReactNode } from 'react';
import { AlertIcon, CarIcon } from '../../../components/ui/icons';

interface Props {
  tone: 'empty' | 'error';
  title: string;
  children?: ReactNode;
}

/** The panel shown instead of the grid when there is nothing to list or the list failed to load. */
export function FleetMessage({ tone, title, children }: Props) {
  const Icon = tone === 'error' ? AlertIcon : CarIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-xl flex-col items-center rounded-md border border-white/10 bg-ink-900 px-6 py-14 text-center sm:px-12"
    >
      <Icon className={`h-10 w-10 ${tone === 'error' ? 'text-red-300' : 'text-gold-400'}`} />
      <h2 className="mt-6 font-display text-3xl font-semibold text-ivory">{title}</h2>
      {children}
    </div>
  );
}
