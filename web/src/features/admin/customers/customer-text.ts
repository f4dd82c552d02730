import { useTranslation } from 'react-i18next';
import { formatBrussels, type CustomerRow } from '@chauffeur/contracts';
import { useSumsText } from '../api/queries';

/** A customer's figures as the list and the page show them, in the admin's language. */
export function useCustomerText(customer: CustomerRow) {
  const { t, i18n } = useTranslation('admin');
  const date = (iso: string) => formatBrussels(iso, i18n.language, 'date');
  // One sum per currency the customer was charged in (decision 252): "€53.20 + £12.00"; none yet: 0.
  const spent = useSumsText()(customer.total_spent);
  return {
    name: customer.name || t('customers.noName'),
    lastRide: customer.last_ride ? date(customer.last_ride) : '—',
    spent,
    // SPEC 2: the account's ID as its first 8 characters, and when it was created.
    accountId: customer.account ? customer.account.id.slice(0, 8) : null,
    created: customer.account ? date(customer.account.created_at) : '—',
    role: customer.account
      ? t(`customers.roles.${customer.account.role}` as never, { defaultValue: customer.account.role })
      : t('customers.guest'),
  };
}

export { telHref } from '../../../lib/tel';
export const mailHref = (email: string) => `mailto:${email}`;
