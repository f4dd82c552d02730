import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type Block, type Inline } from './parse';

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-ivory">
                <InlineNodes nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <InlineNodes nodes={node.children} />
              </em>
            );
          case 'code':
            return (
              <code key={index} className="rounded-sm bg-ink-800 px-1.5 py-0.5 text-[0.9em] text-gold-200">
                {node.text}
              </code>
            );
          case 'link': {
            const className =
              'text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200';
            return node.href.startsWith('/') ? (
              <Link key={index} to={node.href} className={className}>
                <InlineNodes nodes={node.children} />
              </Link>
            ) : (
              <a key={index} href={node.href} rel="noopener noreferrer nofollow" className={className}>
                <InlineNodes nodes={node.children} />
              </a>
            );
          }
        }
      })}
    </>
  );
}

function BlockNode({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading
          className={`font-display font-semibold text-ivory ${block.level === 2 ? 'mt-12 text-3xl' : 'mt-8 text-2xl'}`}
        >
          <InlineNodes nodes={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p className="mt-5">
          <InlineNodes nodes={block.children} />
        </p>
      );
    case 'quote':
      return (
        <blockquote className="my-10 border-l-2 border-gold-400 pl-6 font-display text-2xl leading-snug text-gold-200 italic">
          <p>
            <InlineNodes nodes={block.children} />
          </p>
        </blockquote>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`mt-5 space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-gold-400`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <InlineNodes nodes={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** A post body, rendered from Markdown as elements only (see parse.ts): no HTML from a post is ever used. */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className="text-[1.05rem] leading-[1.8] text-stone-200">
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} />
      ))}
    </div>
  );
}
