import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/PlaceholderPage';
import { useAuthStore } from '../../auth/session/auth-store';

/** /admin until the admin panel lands: proof that the guard let an administrator in. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const email = useAuthStore((state) => state.session?.user.email ?? '');
  return (
    <PlaceholderPage
      title={t('adminHome.title')}
      text={`${t('adminHome.signedInAs', { email })} ${t('adminHome.text')}`}
    />
  );
}
