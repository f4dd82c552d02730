import { z } from 'zod';
import { requiredText, safeText, slugSchema } from '../common/text';
import { imageUrlSchema } from '../vehicles/vehicle';
import { refusedLinkTargets } from './links';

export const BLOG_POST_STATUSES = ['draft', 'active'] as const;
export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof blogPostStatusSchema>;

/**
 * The blog form of SPEC 5: title, slug and content required; the rest optional. `content` is Markdown
 * (headings, paragraphs, lists, emphasis, links, quotes); pages render it as text, never as HTML.
 */
export const blogPostFieldsSchema = z.object({
  title: safeText(requiredText('Title', 200), 'Title'),
  slug: slugSchema,
  content: safeText(requiredText('Content', 100_000), 'Content', true).superRefine((markdown, context) => {
    const refused = refusedLinkTargets(markdown);
    if (refused.length > 0)
      context.addIssue({
        code: 'custom',
        params: { rule: 'links', links: refused.slice(0, 3).join(', ') },
        message: `Content has links that are not allowed (${refused.slice(0, 3).join(', ')}): use /a-page, #a-part, https://, mailto: or tel:`,
      });
  }),
  meta_description: z.string().trim().max(300, 'Meta description must be at most 300 characters').default(''),
  meta_keywords: z.array(requiredText('Keyword', 60)).max(20, 'At most 20 keywords').default([]),
  featured_image: imageUrlSchema.nullable().default(null),
  status: blogPostStatusSchema,
});
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;
export type BlogPostFieldsInput = z.input<typeof blogPostFieldsSchema>;

/** A post as a list shows it: everything but the body. */
export const blogPostSummarySchema = blogPostFieldsSchema.omit({ content: true }).extend({
  // Answers show what was stored, also before the clean-text rule of the form (issue 13).
  title: z.string(),
  id: z.uuid(),
  revision: z.number().int().nonnegative(),
  /** Set when the post was last saved as active (SPEC 4); null for a draft. */
  published_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({ items: z.array(blogPostSummarySchema) });
export type BlogPostList = z.infer<typeof blogPostListSchema>;
