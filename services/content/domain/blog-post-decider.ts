import type { BlogPostFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { sameData } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import type { BlogPostEvent } from '../blog-events';

/** `now` is the moment of the save (ISO), passed in so the decider stays pure. */
export type BlogPostCommand =
  | { type: 'CreateBlogPost'; postId: string; fields: BlogPostFields; now: string }
  | { type: 'UpdateBlogPost'; postId: string; fields: BlogPostFields; now: string }
  | { type: 'DeleteBlogPost'; postId: string };

export type BlogPostState =
  | { status: 'none' }
  | { status: 'saved'; fields: BlogPostFields; publishedAt: string | null }
  | { status: 'deleted' };

/** SPEC 4: saving as active publishes now; saving as draft unpublishes. */
const publishedAt = (fields: BlogPostFields, now: string) => (fields.status === 'active' ? now : null);

export const blogPostDecider: Decider<BlogPostCommand, BlogPostEvent, BlogPostState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'CreateBlogPost':
        if (state.status !== 'none') throw conflict('This blog post already exists');
        return [
          {
            type: 'BlogPostCreated',
            data: {
              post_id: command.postId,
              ...command.fields,
              published_at: publishedAt(command.fields, command.now),
            },
          },
        ];
      case 'UpdateBlogPost':
        if (state.status !== 'saved') throw notFound('Post not found');
        // An unchanged form records nothing, so re-saving does not move the post's publication date.
        if (sameData(state.fields, command.fields)) return [];
        return [
          {
            type: 'BlogPostUpdated',
            data: {
              post_id: command.postId,
              ...command.fields,
              published_at: publishedAt(command.fields, command.now),
            },
          },
        ];
      case 'DeleteBlogPost':
        if (state.status !== 'saved') throw notFound('Post not found');
        return [{ type: 'BlogPostDeleted', data: { post_id: command.postId } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BlogPostCreated':
      case 'BlogPostUpdated': {
        const { post_id: _id, published_at, ...fields } = event.data;
        return { status: 'saved', fields, publishedAt: published_at };
      }
      case 'BlogPostDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
};
