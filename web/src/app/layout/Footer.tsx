import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChatIcon, MailIcon, PhoneIcon } from '../../components/ui/icons';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '../../components/ui/social-icons';
import { NewsletterForm } from '../../features/newsletter';
import { SITE } from '../../lib/site';
import { Brand } from './Brand';
import { PATHS } from '../../lib/paths';
import { NAV_ITEMS } from './navigation';
import { EmailAddress } from '../../components/ui/EmailAddress';

const SOCIAL = [
  { name: 'Instagram', href: SITE.social.instagram, Icon: InstagramIcon },
  { name: 'LinkedIn', href: SITE.social.linkedin, Icon: LinkedInIcon },
  { name: 'Facebook', href: SITE.social.facebook, Icon: FacebookIcon },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="eyebrow mb-5">{title}</h2>
      {children}
    </div>
  );
}

const linkClass = 'text-sm text-stone-300 transition-colors hover:text-gold-300';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-gold-500/15 bg-ink-900">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.1fr_1.4fr]">
        <div>
          <Brand />
          <p className="mt-6 max-w-xs text-sm leading-relaxed text-stone-400">{t('footer.tagline')}</p>
          <ul aria-label={t('footer.social')} className="mt-6 flex gap-3">
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  className="grid h-10 w-10 place-items-center rounded-full border border-white/15 text-stone-300 transition-colors hover:border-gold-400 hover:text-gold-300"
                >
                  <Icon className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title={t('footer.quickLinks')}>
          <ul className="space-y-3">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={PATHS.reservation} className={linkClass}>
                {t('nav.bookNow')}
              </Link>
            </li>
            <li>
              <Link to={PATHS.findBooking} className={linkClass}>
                {t('footer.findBooking')}
              </Link>
            </li>
          </ul>
        </Column>
        <Column title={t('footer.contact')}>
          <ul className="space-y-4 text-sm">
            <li>
              <a href={SITE.phoneHref} className={`flex items-center gap-3 ${linkClass}`}>
                <PhoneIcon className="h-4 w-4 shrink-0 text-gold-400" />
                <span className="sr-only">{t('footer.phone')} </span>
                {SITE.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE.email}`} className={`flex items-center gap-3 ${linkClass}`}>
                <MailIcon className="h-4 w-4 shrink-0 text-gold-400" />
                <span className="sr-only">{t('footer.email')} </span>
                <EmailAddress address={SITE.email} />
              </a>
            </li>
            <li className="flex items-center gap-3 text-stone-300">
              <ChatIcon className="h-4 w-4 shrink-0 text-gold-400" />
              {t('footer.liveChat')}
            </li>
          </ul>
        </Column>
        <Column title={t('footer.newsletter')}>
          <p className="mb-4 text-sm leading-relaxed text-stone-400">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </Column>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-xs text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {new Date().getFullYear()} {t('brand.name')}. {t('footer.rights')}
          </p>
          <nav aria-label={t('footer.legal')} className="flex gap-6">
            <Link to={PATHS.privacy} className="hover:text-gold-300">
              {t('footer.privacy')}
            </Link>
            <Link to={PATHS.terms} className="hover:text-gold-300">
              {t('footer.terms')}
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
