import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSlug, type BlogPost } from '@chauffeur/contracts';
import { PATHS } from '../../../lib/paths';
import { useDocumentMeta } from '../../../lib/useDocumentMeta';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFormat } from '../../../lib/useFormat';
import { useBlogPost } from '../api/useBlogPosts';
import { Markdown } from '../markdown/Markdown';
import { readingMinutes } from '../markdown/parse';
import { SlugPage } from '../../../components/ui/SlugPage';

function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The visitor's language where the operator wrote it, else the original (issue 14).
  const title = format.text(post.title);
  const content = format.text(post.content);
  const summary = format.text(post.meta_description);
  useDocumentTitle(title);
  useDocumentMeta({ description: summary, keywords: post.meta_keywords });
  return (
    <article>
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">
          {post.published_at ? (
            <time dateTime={post.published_at}>
              {t('blog.published', { date: format.date(post.published_at) })}
            </time>
          ) : null}
          <span aria-hidden="true"> · </span>
          {t('blog.readingTime', { count: readingMinutes(content) })}
        </p>
        <h1
          lang={format.textLanguage(post.title)}
          className="mt-5 font-display text-4xl leading-tight font-semibold text-balance text-ivory sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        {summary ? (
          <p
            lang={format.textLanguage(post.meta_description)}
            className="mt-6 text-lg leading-relaxed text-stone-300"
          >
            {summary}
          </p>
        ) : null}
      </header>
      {post.featured_image ? (
        <img
          src={post.featured_image}
          alt=""
          width={1280}
          height={720}
          className="mx-auto mt-12 aspect-[16/9] w-full max-w-5xl rounded-md border border-white/10 object-cover"
        />
      ) : null}
      <div className="mx-auto mt-12 max-w-2xl">
        <div lang={format.textLanguage(post.content)}>
          <Markdown source={content} />
        </div>
        {post.meta_keywords.length > 0 ? (
          <div className="mt-14 border-t border-white/10 pt-8">
            <h2 className="text-xs font-semibold tracking-[0.2em] text-stone-400 uppercase">
              {t('blog.keywords')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {post.meta_keywords.map((keyword) => (
                <li
                  key={keyword}
                  className="rounded-full border border-gold-500/30 px-3 py-1 text-xs text-gold-200"
                >
                  {keyword}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** /blog/{slug}: one active post, with 'Invalid URL' and 'Post not found' (SPEC 2). */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const valid = isSlug(slug);
  const post = useBlogPost(valid ? slug : null);
  return (
    <SlugPage
      backTo={PATHS.blog}
      validSlug={valid}
      query={post}
      texts={{
        back: t('blog.back'),
        invalid: t('blog.invalid'),
        invalidText: t('blog.invalidText'),
        notFound: t('blog.notFound'),
        notFoundText: t('blog.notFoundText'),
        loading: t('site.loading'),
        error: t('blog.articleError'),
      }}
    >
      {(data) => <Article post={data} />}
    </SlugPage>
  );
}
