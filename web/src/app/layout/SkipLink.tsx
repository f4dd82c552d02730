import { useTranslation } from 'react-i18next';

/**
 * The first stop of the keyboard on every page (public, admin): a link past the header and menus to the
 * page's `<main id="main">`, shown only while it has the focus. Without it a keyboard user of the admin
 * panel tabbed through the whole sidebar on every page (the tour of 2026-11-29).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[90] rounded-sm bg-gold-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
