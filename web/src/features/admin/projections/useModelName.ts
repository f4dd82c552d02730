import { useTranslation } from 'react-i18next';
import { adminEn } from '../i18n/en';

type Group = 'models' | 'reactorNames';

/**
 * A read model's or reactor's name in the admin's language ("bookings" → "Réservations"). The technical
 * name stays what the command line and the API take; one the texts do not know yet (a model added without
 * its label) shows as it is rather than as a missing key.
 */
export function useModelName(group: Group = 'models') {
  const { t } = useTranslation('admin');
  return (name: string): string =>
    Object.hasOwn(adminEn.projections[group], name) ? t(`projections.${group}.${name}` as never) : name;
}
