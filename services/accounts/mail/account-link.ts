/**
 * An e-mailed account link (an invitation's, a password reset's, an address verification's; decision
 * 260): the token rides in the fragment (`#token=…`), which a browser never sends, so it reaches no
 * server's or proxy's request log and no Referer; the page reads it there and posts it in a body. What is
 * not secret (`purpose`) stays in the query.
 */
export function accountLink(
  siteUrl: string,
  path: string,
  token: string,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${siteUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}#${new URLSearchParams({ token })}`;
}
