import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { PATHS } from '../../../lib/paths';
import { useDeferredQuery } from '../../../lib/useDeferredQuery';
import { LANDING_POSTS, useBlogPosts } from '../api/useBlogPosts';
import { BlogCard } from './BlogCard';

/** The latest three active posts (SPEC 2): nothing when there are none, SPEC 8's text when they fail. */
export function LatestPosts() {
  const { t } = useTranslation();
  const posts = useDeferredQuery(useBlogPosts(LANDING_POSTS));
  if (posts.isPending || (posts.isSuccess && posts.data.length === 0)) return null;
  return (
    <section aria-labelledby="latest-posts" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
      <SectionHeading
        id="latest-posts"
        eyebrow={t('home.blog.eyebrow')}
        title={t('home.blog.title')}
        action={{ to: PATHS.blog, label: t('home.blog.all') }}
      />
      {posts.isError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300/30 bg-red-950/20 px-6 py-5 text-sm text-red-200"
        >
          {t('home.blog.error')}
        </p>
      ) : (
        // Two posts share the width rather than leave an empty third column.
        <ul className={`grid gap-8 md:grid-cols-2 ${posts.data.length >= 3 ? 'lg:grid-cols-3' : ''}`}>
          {posts.data.slice(0, LANDING_POSTS).map((post) => (
            <li key={post.id} className="flex">
              <BlogCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
