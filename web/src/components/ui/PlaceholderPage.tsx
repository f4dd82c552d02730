import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

/** A page whose full content comes in a later change: its title and what it will hold. */
export function PlaceholderPage({ title, text }: { title: string; text: ReactNode }) {
  return (
    <section className="px-5 py-20 sm:px-8 sm:py-28">
      <PageIntro title={title}>
        <p>{text}</p>
      </PageIntro>
    </section>
  );
}
