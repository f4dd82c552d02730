/** The blog feature's routed pages, as loaders: each stays its own chunk (decision 93). */
export const loadBlogListPage = () => import('./components/BlogListPage').then((m) => m.BlogListPage);
export const loadBlogPostPage = () => import('./components/BlogPostPage').then((m) => m.BlogPostPage);
