import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '@chauffeur/contracts';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { postPath } from '../../../lib/paths';
import { useFormat } from '../../../lib/useFormat';

export const POST_PLACEHOLDER_IMAGE = '/images/blog/placeholder.svg';

/** One post in a list: picture, date, title, summary and a link to the article. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Heading = `h${headingLevel}` as const;
  const summary = format.text(post.meta_description);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-md border border-white/10 bg-ink-900 transition-colors duration-300 hover:border-gold-500/40">
      <div className="aspect-[16/9] overflow-hidden bg-ink-800">
        <img
          src={post.featured_image ?? POST_PLACEHOLDER_IMAGE}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-7">
        {post.published_at ? (
          <time
            dateTime={post.published_at}
            className="text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase"
          >
            {format.date(post.published_at)}
          </time>
        ) : null}
        <Heading className="mt-3 font-display text-2xl leading-snug font-semibold text-ivory">
          {/* The whole card is clickable through this link's stretched area. */}
          <Link
            to={postPath(post.slug)}
            lang={format.textLanguage(post.title)}
            className="after:absolute after:inset-0 hover:text-gold-200"
          >
            {format.text(post.title)}
          </Link>
        </Heading>
        {summary ? (
          <p
            lang={format.textLanguage(post.meta_description)}
            className="mt-3 mb-6 text-sm leading-relaxed text-stone-300"
          >
            {summary}
          </p>
        ) : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase"
        >
          {t('blog.readMore')}
          <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  );
}
