/**
 * The link targets a blog post may hold, one rule for the save (contracts) and the page (web renderer):
 * a site path (`/fleet`), an anchor (`#faq`), or an absolute http(s), mailto or tel link. Refused:
 * `javascript:`, `data:`, protocol-relative `//host`, and any backslash or control character, since
 * browsers read `\` as `/` (issue 13: `[x](/\evil.com)` was a site path that led to evil.com).
 */
export function safeLinkTarget(href: string): string | null {
  const target = href.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001F\u007F-\u009F\s]/.test(target)) return null;
  if (/^\/(?!\/)/.test(target) || target.startsWith('#')) return target;
  return /^(https?:\/\/[^/]|mailto:|tel:)/i.test(target) ? target : null;
}

/** Markdown links `[text](target)`, as the blog renderer reads them (targets without spaces). */
const MARKDOWN_LINK = /\[[^\]]+\]\(([^)\s]+)\)/g;

/** The link targets of a post's Markdown that `safeLinkTarget` refuses, in order of appearance. */
export function refusedLinkTargets(markdown: string): string[] {
  return [...markdown.matchAll(MARKDOWN_LINK)]
    .map((match) => match[1]!)
    .filter((target) => safeLinkTarget(target) === null);
}
