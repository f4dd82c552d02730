import { useTranslation } from 'react-i18next';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { SITE } from '../../../lib/site';
import { ContactForm } from './ContactForm';
import { EmailAddress } from '../../../components/ui/EmailAddress';

/** The landing page's contact block: how to reach us, and the form (SPEC 1, 5). */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <section id="contact" aria-labelledby="contact-title" className="border-t border-gold-500/15 bg-ink-900">
      <div className="mx-auto grid max-w-7xl gap-14 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div>
          <p className="eyebrow">{t('contact.eyebrow')}</p>
          <h2 id="contact-title" className="mt-4 font-display text-4xl font-semibold text-ivory sm:text-5xl">
            {t('contact.title')}
          </h2>
          <p className="mt-5 max-w-md leading-relaxed text-stone-300">{t('contact.intro')}</p>
          <ul className="mt-10 space-y-7">
            <li className="flex gap-4">
              <PhoneIcon className="mt-1 h-5 w-5 shrink-0 text-gold-400" />
              <div>
                <p className="text-xs font-semibold tracking-[0.18em] text-stone-400 uppercase">
                  {t('contact.callUs')}
                </p>
                <a
                  href={SITE.phoneHref}
                  className="mt-1 block font-display text-2xl text-ivory hover:text-gold-200"
                >
                  {SITE.phoneDisplay}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <MailIcon className="mt-1 h-5 w-5 shrink-0 text-gold-400" />
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.18em] text-stone-400 uppercase">
                  {t('contact.writeUs')}
                </p>
                <a
                  href={`mailto:${SITE.email}`}
                  className="mt-1 block text-lg text-ivory hover:text-gold-200"
                >
                  <EmailAddress address={SITE.email} />
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <ChatIcon className="mt-1 h-5 w-5 shrink-0 text-gold-400" />
              <div>
                <p className="text-xs font-semibold tracking-[0.18em] text-stone-400 uppercase">
                  {t('contact.chat')}
                </p>
                <p className="mt-1 text-stone-200">{t('contact.chatText')}</p>
              </div>
            </li>
          </ul>
        </div>
        <div className="rounded-md border border-white/10 bg-ink-950/60 p-6 sm:p-10">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
