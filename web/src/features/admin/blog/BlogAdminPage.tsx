import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBrussels, type BlogPostSummary, type CommandResult } from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFormat } from '../../../lib/useFormat';
import { adminCommand } from '../api/admin-client';
import { useAdminPosts } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { ConfirmButton } from '../ui/ConfirmButton';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { refreshAfterCommand } from '../api/read-models';

/** /admin/blog (SPEC 2): every post, drafts included, newest first, with New Post. */
export function BlogAdminPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('blog.title'));
  const message = useErrorMessage();
  const client = useQueryClient();
  const posts = useAdminPosts();
  const format = useFormat();
  const remove = async (post: BlogPostSummary) => {
    let result: CommandResult | undefined;
    try {
      result = await adminCommand<CommandResult>('DELETE', `/blog/${post.id}`, { revision: post.revision });
      toast.success(t('blog.deleted'));
    } catch (error) {
      toast.error(message(error));
    }
    await refreshAfterCommand(client, result, 'blog');
  };
  const add = (
    <Link to={adminPath('newPost')} className="btn-gold min-h-10 px-4 text-xs">
      {t('blog.newPost')}
    </Link>
  );
  return (
    <>
      <AdminHeading title={t('blog.title')}>{add}</AdminHeading>
      {posts.isPending ? <LoadingState /> : null}
      {posts.isError ? <ErrorState title={t('blog.error')} onRetry={() => void posts.refetch()} /> : null}
      {posts.data?.length === 0 ? <EmptyState text={t('blog.empty')}>{add}</EmptyState> : null}
      <ul className="grid gap-3">
        {posts.data?.map((post) => (
          <li
            key={post.id}
            className="flex flex-wrap items-center gap-4 rounded-md border border-white/10 bg-ink-900 p-4"
          >
            {post.featured_image ? (
              <img src={post.featured_image} alt="" className="h-16 w-24 rounded-sm object-cover" />
            ) : (
              <span aria-hidden="true" className="h-16 w-24 rounded-sm bg-ink-800" />
            )}
            <div className="min-w-0 flex-1">
              <Link
                to={adminPath('editPost', post.id)}
                lang={format.textLanguage(post.title)}
                className="font-semibold text-ivory hover:text-gold-200"
              >
                {/* In the admin's language where the post has it, else the original (marked as such). */}
                {format.text(post.title)}
              </Link>
              <p className="mt-0.5 text-xs text-stone-400">
                /{post.slug} ·{' '}
                <span className={post.status === 'active' ? 'text-emerald-300' : 'text-amber-200'}>
                  {t(`blog.statuses.${post.status}`)}
                </span>{' '}
                ·{' '}
                {post.published_at
                  ? t('blog.published', {
                      date: formatBrussels(post.published_at, i18n.language, 'date'),
                    })
                  : t('blog.notPublished')}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Link
                to={adminPath('editPost', post.id)}
                className="rounded-sm border border-white/20 px-3 py-1.5 text-xs text-stone-200 hover:bg-white/5"
              >
                {t('common.edit')}
              </Link>
              <ConfirmButton
                label={t('common.delete')}
                question={t('blog.deleteConfirm', { title: format.text(post.title) })}
                onConfirm={() => void remove(post)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
