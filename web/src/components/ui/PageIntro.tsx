import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

interface Props {
  title: string;
  children?: ReactNode;
}

/** The heading block at the top of a page; it also names the browser tab after the page. */
export function PageIntro({ title, children }: Props) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl text-center">
      <span aria-hidden="true" className="mx-auto mb-6 block h-px w-16 bg-gold-500" />
      <h1 className="font-display text-4xl font-semibold tracking-tight text-ivory sm:text-5xl lg:text-6xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-5 text-base leading-relaxed text-stone-300 sm:text-lg">{children}</div>
      ) : null}
    </div>
  );
}
