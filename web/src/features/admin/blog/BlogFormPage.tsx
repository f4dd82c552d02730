import { useMemo, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BLOG_POST_STATUSES,
  blogPostFieldsSchema,
  type BlogPost,
  type BlogPostStatus,
  postStream,
} from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { issueMessages, serverFieldMessages } from '../ui/form-errors';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { adminCommand } from '../api/admin-client';
import { useAdminPost } from '../api/queries';
import { adminPath } from '../../../lib/paths';
import { adminKeys } from '../api/keys';
import { HistoryPanel } from '../ui/HistoryPanel';
import { DraftNotice } from '../ui/DraftNotice';
import { Field, inputClass } from '../ui/Field';
import { draftKey, sameForm } from '../ui/form-drafts';
import { useFormDraft } from '../ui/useFormDraft';
import { useFocusFirstInvalid } from '../../../lib/useFocusFirstInvalid';
import { useRecordAtOpen } from '../ui/useRecordAtOpen';
import { ConflictNotice } from '../ui/ConflictNotice';
import { AdminHeading, RecordLoader } from '../ui/States';
import { TranslationFields } from '../ui/TranslationFields';
import { emptyTranslations, localizedField, translationsOf, type Translations } from '../ui/translations';
import { ImageUpload } from './ImageUpload';
import { refreshAfterCommand } from '../api/read-models';

/** The texts the operator may translate; the slug is one for every language. */
const TRANSLATED = ['title', 'content', 'meta_description'] as const;

interface Form {
  /** The original (English) texts, as the form always had them. */
  title: string;
  slug: string;
  content: string;
  meta_description: string;
  meta_keywords: string;
  featured_image: string | null;
  status: BlogPostStatus;
  /** nl, fr and de versions of the texts above. */
  translations: Translations<(typeof TRANSLATED)[number]>;
}
const EMPTY: Form = {
  title: '',
  slug: '',
  content: '',
  meta_description: '',
  meta_keywords: '',
  featured_image: null,
  status: 'draft',
  translations: emptyTranslations(TRANSLATED),
};
const toForm = (p: BlogPost): Form => ({
  title: p.title.en,
  slug: p.slug,
  content: p.content.en,
  meta_description: p.meta_description.en,
  meta_keywords: p.meta_keywords.join(', '),
  featured_image: p.featured_image,
  status: p.status,
  translations: translationsOf(TRANSLATED, p),
});

/** A slug from a title: lower case, ASCII letters and digits, dashes between words. */
export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/** /admin/blog/new and /admin/blog/edit/:id (SPEC 2, 4, 5). */
export function BlogFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('admin');
  useDocumentTitle(t(id ? 'blog.editTitle' : 'blog.newTitle'));
  const post = useAdminPost(id);
  return (
    <RecordLoader id={id} query={post} notFound={t('blog.notFound')} error={t('blog.error')}>
      {(record) => <PostForm post={record} />}
    </RecordLoader>
  );
}

function PostForm({ post: current }: { post?: BlogPost }) {
  const { t } = useTranslation('admin');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The post the form shows, and so the revision its save sends: a live refetch must not move it.
  const opened = useRecordAtOpen(current);
  const post = opened.record;
  const initial = useMemo(() => (post ? toForm(post) : EMPTY), [post]);
  // Kept in the tab while unsaved: a session that ends mid-post does not lose it (issue 13).
  const { form, setForm, restoredAt, discard, saved } = useFormDraft(draftKey('blog', post?.id), initial);
  // Nothing typed yet: the form follows the post as it is now, its revision with it.
  if (opened.newer && sameForm(form, initial)) opened.reload();
  const reload = () => {
    discard();
    opened.reload();
  };
  const [slugTouched, setSlugTouched] = useState(Boolean(post) || restoredAt !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  const set = (key: Exclude<keyof Form, 'translations'>) => (e: { target: { value: string } }) => {
    const next = { ...form, [key]: e.target.value };
    if (key === 'title' && !slugTouched) next.slug = slugify(e.target.value);
    if (key === 'slug') setSlugTouched(true);
    setForm(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { translations, ...fields } = form;
    const parsed = blogPostFieldsSchema.safeParse({
      ...fields,
      title: localizedField(form.title, translations, 'title'),
      content: localizedField(form.content, translations, 'content'),
      meta_description: localizedField(form.meta_description, translations, 'meta_description'),
      meta_keywords: form.meta_keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error.issues, t));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = post
        ? await adminCommand('PUT', `/blog/${post.id}`, { body: parsed.data, revision: post.revision })
        : await adminCommand('POST', '/blog', { body: parsed.data });
      saved();
      await refreshAfterCommand(client, result, 'blog');
      toast.success(t('blog.saved'));
      navigate(adminPath('blog'));
    } catch (error) {
      if (opened.failed(error)) return;
      setErrors(serverFieldMessages(error));
      toast.error(t('blog.saveFailed', { message: message(error) }));
    } finally {
      setBusy(false);
    }
  };

  const text = (
    key: 'title' | 'slug' | 'meta_description' | 'meta_keywords',
    label: string,
    hint?: string,
  ) => (
    <Field id={`p-${key}`} label={label} hint={hint} error={errors[key]}>
      <input
        id={`p-${key}`}
        name={key}
        required={key === 'title' || key === 'slug'}
        value={form[key]}
        onChange={set(key)}
        aria-invalid={Boolean(errors[key])}
        className={inputClass}
      />
    </Field>
  );

  return (
    <>
      <Link to={adminPath('blog')} className="text-sm text-gold-300 hover:underline">
        ← {t('blog.title')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t(post ? 'blog.editTitle' : 'blog.newTitle')} />
      </div>
      <div className="mb-4 empty:hidden">
        <DraftNotice savedAt={restoredAt} onDiscard={discard} />
      </div>
      {opened.conflict ? (
        <div className="mb-4">
          <ConflictNotice onReload={reload} />
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 rounded-md border border-white/10 bg-ink-900 p-5"
      >
        {text('title', t('blog.postTitle'))}
        {text('slug', t('blog.slug'))}
        <Field id="p-content" label={t('blog.content')} hint={t('blog.contentHint')} error={errors.content}>
          <textarea
            id="p-content"
            name="content"
            required
            rows={12}
            value={form.content}
            onChange={set('content')}
            aria-invalid={Boolean(errors.content)}
            className={`${inputClass} font-mono`}
          />
        </Field>
        {text('meta_description', t('blog.metaDescription'))}
        <TranslationFields
          idPrefix="p"
          fields={[
            { key: 'title', label: t('blog.postTitle') },
            { key: 'content', label: t('blog.content'), rows: 10, className: 'font-mono' },
            { key: 'meta_description', label: t('blog.metaDescription') },
          ]}
          translations={form.translations}
          errors={errors}
          onChange={(translations) => setForm({ ...form, translations })}
        />
        {text('meta_keywords', t('blog.metaKeywords'), t('blog.keywordsHint'))}
        <ImageUpload
          value={form.featured_image}
          onChange={(url) => setForm({ ...form, featured_image: url })}
        />
        <Field id="p-status" label={t('blog.status')}>
          <select
            id="p-status"
            name="status"
            value={form.status}
            onChange={set('status')}
            className={`${inputClass} max-w-xs`}
          >
            {BLOG_POST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`blog.statuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <BusyButton type="submit" busy={busy} className="btn-gold aria-disabled:opacity-50">
            {busy ? t('common.saving') : t('common.save')}
          </BusyButton>
        </div>
      </form>
      {post ? <HistoryPanel stream={postStream(post.id)} under={adminKeys.blog} /> : null}
    </>
  );
}
