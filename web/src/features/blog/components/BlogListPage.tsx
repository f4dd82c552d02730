import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/Notice';
import { PageIntro } from '../../../components/ui/PageIntro';
import { useBlogPosts } from '../api/useBlogPosts';
import { BlogCard } from './BlogCard';

function Posts() {
  const { t } = useTranslation();
  const posts = useBlogPosts();
  if (posts.isPending) {
    return (
      <div aria-busy="true" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        <p role="status" className="sr-only">
          {t('blog.loading')}
        </p>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="skeleton aspect-[4/5] rounded-md" />
        ))}
      </div>
    );
  }
  if (posts.isError) return <Notice tone="error" title={t('blog.error')} />;
  if (posts.data.length === 0) return <Notice tone="info" title={t('blog.empty')} />;
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.data.map((post) => (
        <li key={post.id} className="flex">
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/** /blog: every active post, newest first (SPEC 2). */
export function BlogListPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
      <PageIntro title={t('blog.title')}>
        <p>{t('blog.intro')}</p>
      </PageIntro>
      <div className="mt-14 sm:mt-16">
        <Posts />
      </div>
    </section>
  );
}
