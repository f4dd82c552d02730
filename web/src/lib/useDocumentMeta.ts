import { useEffect } from 'react';

/** Sets `<meta name=...>` in the head while a page is shown, and puts back what was there before. */
function useMetaTag(name: string, content: string | null) {
  useEffect(() => {
    if (content === null) return;
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = name;
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [name, content]);
}

/** The description and keywords search engines and link previews read (blog articles, SPEC 2). */
export function useDocumentMeta({ description, keywords }: { description?: string; keywords?: string[] }) {
  useMetaTag('description', description ? description : null);
  useMetaTag('keywords', keywords && keywords.length > 0 ? keywords.join(', ') : null);
}
