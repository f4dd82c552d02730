import { useCurrency } from '../../../lib/publicConfig';
import { useSettings } from './queries';

/**
 * The company's currency now (decision 252): what a new quote, a model's price per km and a minimum fare
 * are in. A booking's fare is in its own currency (`booking.currency`, decision 247), never this one. The
 * settings' for a role that may read them (fresh after a change made in this tab), else the one the site
 * shows (GET /api/config, read once per page load).
 */
export function useCompanyCurrency(): string {
  const settings = useSettings();
  const siteCurrency = useCurrency();
  return settings.data?.default_currency ?? siteCurrency;
}
