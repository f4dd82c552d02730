import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/ui/PlaceholderPage';
import type { Translation } from '../i18n/locales/en';
import { SITE } from '../lib/site';

export type StaticPageName = keyof Translation['pages'];

/** Routes of SPEC 2 whose screens are built in later changes; each shows its title and purpose. */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t(`pages.${page}.title`)}
      text={t(`pages.${page}.text`, { phone: SITE.phoneDisplay })}
    />
  );
}
