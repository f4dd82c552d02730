/** Where blog posts are stored (their events: services/content/blog-events.ts). */
export const POST_STREAM_PREFIX = 'post-';
export const postStream = (postId: string) => `${POST_STREAM_PREFIX}${postId}`;
