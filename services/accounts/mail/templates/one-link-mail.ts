import type { Language } from '@chauffeur/contracts';
import { BRAND, html, labelled, layout, link, paragraph, type RenderedMail } from '@chauffeur/platform';

/** An account e-mail in one language whose one action is a link (verification, password reset). */
export interface OneLinkTexts {
  subject: string;
  lines: string[];
  action: string;
  /** What to do when the reader asked for nothing: after the link. */
  notYou: string;
}

/** The text and HTML of such an e-mail, laid out alike, with the company's footer. */
export function oneLinkMail(language: Language, texts: OneLinkTexts, url: string): RenderedMail {
  const { subject, lines, action, notYou } = texts;
  const text = [
    ...lines,
    labelled(action, url, language),
    '',
    notYou,
    '',
    BRAND.name,
    `${BRAND.phoneDisplay} · ${BRAND.email}`,
    '',
  ].join('\n');
  const body = html`${lines.map((line) => paragraph(line))}${paragraph(link(url, action))}${paragraph(notYou)}`;
  const footer = html`${BRAND.name} · ${link(BRAND.phoneHref, BRAND.phoneDisplay)} ·
  ${link(`mailto:${BRAND.email}`, BRAND.email)}`;
  return { subject, text, html: layout({ lang: language, title: subject, body, footer }) };
}
