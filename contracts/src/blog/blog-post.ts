import { z } from 'zod';
import { requiredText, safeText, slugSchema, storedTextSchema, translatableTextSchema } from '../common/text';
import { imageUrlSchema } from '../vehicles/vehicle';
import { refusedLinkTargets } from './links';

export const BLOG_POST_STATUSES = ['draft', 'active'] as const;
export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof blogPostStatusSchema>;

/** Markdown whose links go only where a page may send a visitor (see links.ts). */
const contentText = () =>
  safeText(requiredText('Content', 100_000), 'Content', true).superRefine((markdown, context) => {
    const refused = refusedLinkTargets(markdown);
    if (refused.length > 0)
      context.addIssue({
        code: 'custom',
        params: { rule: 'links', links: refused.slice(0, 3).join(', ') },
        message: `Content has links that are not allowed (${refused.slice(0, 3).join(', ')}): use /a-page, #a-part, https://, mailto: or tel:`,
      });
  });
// One line in <meta> and on the cards: the clean-text rule of titles (issue 14 review).
const metaDescriptionText = () =>
  safeText(z.string().trim().max(300, 'Meta description must be at most 300 characters'), 'Meta description');

/**
 * The blog form of SPEC 5: title, slug and content required; the rest optional. `content` is Markdown
 * (headings, paragraphs, lists, emphasis, links, quotes); pages render it as text, never as HTML.
 * Title, content and meta description are written in English and may be given in nl, fr and de too
 * (issue 14); the slug is one for all languages, so a link works whatever its reader's language.
 */
export const blogPostFieldsSchema = z.object({
  title: translatableTextSchema(() => safeText(requiredText('Title', 200), 'Title')),
  slug: slugSchema,
  content: translatableTextSchema(contentText),
  meta_description: z
    .object({
      en: metaDescriptionText().default(''),
      nl: metaDescriptionText().optional(),
      fr: metaDescriptionText().optional(),
      de: metaDescriptionText().optional(),
    })
    .default({ en: '' }),
  meta_keywords: z
    .array(safeText(requiredText('Keyword', 60), 'Keyword'))
    .max(20, 'At most 20 keywords')
    .default([]),
  featured_image: imageUrlSchema.nullable().default(null),
  status: blogPostStatusSchema,
});
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;
export type BlogPostFieldsInput = z.input<typeof blogPostFieldsSchema>;

/** A post as a list shows it: everything but the body. */
export const blogPostSummarySchema = blogPostFieldsSchema.omit({ content: true }).extend({
  // Answers show what was stored, also before the clean-text rule of the form (issue 13; keywords: decision 302).
  title: storedTextSchema,
  meta_keywords: z.array(z.string()).default([]),
  id: z.uuid(),
  revision: z.number().int().nonnegative(),
  /** Set when the post was last saved as active (SPEC 4); null for a draft. */
  published_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ content: storedTextSchema });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({ items: z.array(blogPostSummarySchema) });
export type BlogPostList = z.infer<typeof blogPostListSchema>;
