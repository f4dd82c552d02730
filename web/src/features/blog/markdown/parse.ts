/**
 * A small Markdown reader for blog posts. It builds a tree of plain data that the page renders as React
 * elements: HTML in a post is shown as text, never parsed, and only safe link targets become links, so
 * nothing a post contains can run as script.
 */

import { safeLinkTarget } from '@chauffeur/contracts';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/**
 * Site paths and http(s), mail and phone links; everything else (javascript:, data:, //host, `/\host`)
 * is refused: the rule the server applies on save (contracts), applied again here in case a post was
 * saved before it.
 */
export const safeHref = safeLinkTarget;

const INLINE =
  /(\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\))/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, , strong, strong2, em, em2, code, linkText, linkHref] = match;
    if (strong !== undefined || strong2 !== undefined) {
      out.push({ kind: 'strong', children: parseInline(strong ?? strong2!) });
    } else if (em !== undefined || em2 !== undefined) {
      out.push({ kind: 'em', children: parseInline(em ?? em2!) });
    } else if (code !== undefined) {
      out.push({ kind: 'code', text: code });
    } else {
      const href = safeHref(linkHref!);
      const children = parseInline(linkText!);
      // A refused target keeps its words and loses the link.
      if (href) out.push({ kind: 'link', href, children });
      else out.push(...children);
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d{1,3})[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (quote.length) blocks.push({ kind: 'quote', children: parseInline(quote.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    quote = [];
    list = null;
  };

  for (const raw of lines) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (heading) {
      flush();
      // The article title is the page's h1: post headings start at h2.
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length <= 2 ? 2 : 3,
        children: parseInline(heading[2]!),
      });
    } else if (line.startsWith('>')) {
      if (paragraph.length || list) flush();
      quote.push(line.replace(/^>\s?/, ''));
    } else if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length || quote.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
    } else if (list && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (quote.length || list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** Minutes to read a post at 200 words a minute, at least one. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
