import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> · <brand>", in the current language. */
export function useDocumentTitle(page: string | null) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page, brand]);
}
