import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, readingMinutes, safeHref } from './parse';

describe('blog Markdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown(
      '# Title\n\nFirst line\nsame paragraph.\n\n## How long\n\n- **Early:** 20 min\n- Rush hour\n\n1. One\n2. Two\n\n> Calm.',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'quote']);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Title' }] });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'First line same paragraph.' }],
    });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: false });
    expect(blocks[4]).toMatchObject({
      kind: 'list',
      ordered: true,
      items: [[{ text: 'One' }], [{ text: 'Two' }]],
    });
  });

  it('reads emphasis, code and links inside text', () => {
    expect(parseInline('a **b** *c* `d` [e](/services/x)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/services/x', children: [{ kind: 'text', text: 'e' }] },
    ]);
  });

  it('never makes a link of a script, data or protocol-relative target', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      // Browsers read \ as /: these lead to another site (issue 13).
      '/\\evil.example',
      '\\\\evil.example',
      'https:\\\\evil.example',
      'https:///evil.example',
    ])
      expect(safeHref(bad), bad).toBeNull();
    for (const good of ['/blog', 'https://example.be', 'mailto:a@b.be', 'tel:+322'])
      expect(safeHref(good), good).toBe(good);
    expect(parseInline('[x](/\\evil.example)').some((node) => node.kind === 'link')).toBe(false);
    const nodes = parseInline('[click](javascript:alert(1))');
    expect(nodes.every((node) => node.kind === 'text')).toBe(true);
    expect(nodes.map((node) => (node.kind === 'text' ? node.text : '')).join('')).toBe('click)');
  });

  it('keeps HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('estimates reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(600))).toBe(3);
    expect(readingMinutes('short')).toBe(1);
  });
});
