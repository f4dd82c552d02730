import { useTranslation } from 'react-i18next';
import type { Language } from '@chauffeur/contracts';
import { PageIntro } from '../../../components/ui/PageIntro';
import { currentLanguage } from '../../../i18n';
import { useFormat } from '../../../lib/useFormat';
import { LEGAL_UPDATED, type LegalDocument } from '../content/types';
import { registerLegalTexts } from '../i18n/legal-texts';

registerLegalTexts();

const sectionId = (index: number) => `section-${index + 1}`;

/** A legal text in the visitor's language, with a table of contents for long reads. */
export function LegalPage({ documents }: { documents: Record<Language, LegalDocument> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const doc = documents[currentLanguage()];
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <PageIntro title={doc.title}>
        <p>{doc.intro}</p>
        <p className="mt-4 text-sm text-stone-400">
          {t('legal.updated', { date: format.date(LEGAL_UPDATED) })}
        </p>
      </PageIntro>
      <nav
        aria-label={t('legal.contents')}
        className="mt-12 rounded-md border border-white/10 bg-ink-900 p-6 sm:p-8"
      >
        <h2 className="eyebrow">{t('legal.contents')}</h2>
        <ol className="mt-4 grid list-decimal gap-2 pl-5 text-sm text-stone-300 marker:text-gold-400 sm:grid-cols-2 sm:gap-x-8">
          {doc.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`} className="hover:text-gold-300">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.heading} id={sectionId(index)} className="mt-12">
          <h2 className="font-display text-3xl font-semibold text-ivory">
            <span className="mr-3 text-gold-400">{index + 1}.</span>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-stone-300">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-stone-300 marker:text-gold-400">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
