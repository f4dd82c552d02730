import type { ReactNode } from 'react';
import { isNotFound } from '../../lib/api/retry';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { BackLink } from './BackLink';
import { Notice } from './Notice';

/** The texts of a page addressed by a slug: its invalid-URL, not-found, loading and error states (SPEC 2). */
export interface SlugPageTexts {
  back: string;
  invalid: string;
  invalidText: string;
  notFound: string;
  notFoundText: string;
  loading: string;
  error: string;
}

interface SlugQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

function Missing({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <Notice tone="info" title={title} level={1}>
      <p>{text}</p>
    </Notice>
  );
}

/**
 * A detail page found by slug (a blog post, a service): a back link, then the invalid-URL state, the
 * loading state, the not-found or error state, or the content.
 */
export function SlugPage<T>(props: {
  backTo: string;
  validSlug: boolean;
  query: SlugQuery<T>;
  texts: SlugPageTexts;
  children: (data: T) => ReactNode;
}) {
  const { validSlug, query, texts } = props;
  let body: ReactNode;
  if (!validSlug) body = <Missing title={texts.invalid} text={texts.invalidText} />;
  else if (query.isPending)
    body = (
      <p role="status" className="text-center text-stone-400">
        {texts.loading}
      </p>
    );
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <Missing title={texts.notFound} text={texts.notFoundText} />
    ) : (
      <Notice tone="error" title={texts.error} level={1} />
    );
  else body = props.children(query.data as T);

  return (
    <div className="mx-auto max-w-7xl px-5 py-12 sm:px-8 sm:py-16">
      <div className="mb-10">
        <BackLink to={props.backTo} label={texts.back} />
      </div>
      {body}
    </div>
  );
}
