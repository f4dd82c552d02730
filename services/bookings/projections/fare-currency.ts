import { DEFAULT_SETTINGS, type BookingRequestedData, type SettingsValues } from '@chauffeur/contracts';
import { on, type Change, type ProjectionContext, type ProjectionHandler } from '@chauffeur/projections';
import { SettingChanged } from '../../settings/index';
import { requestCurrency, type FareCurrency } from '../receipt/ride-currency';

const SETTINGS_ID = 'settings';

/**
 * What a projection needs to give its rows the fare's currency (decision 247): the rule is the receipt's
 * (`requestCurrency`, decision 241). For a request stored before decision 241, which recorded none, the
 * settings just before the request are the settings' changes the projection has met so far (it reads the log
 * in order), kept in a collection of its own: one document, no read of the log, no dependence on how far
 * the `system_settings` projection has got. Its collection is listed with the projection's, so a rebuild
 * starts it again from the defaults.
 */
export interface FareCurrencyOf {
  /** The projection's own collection of the settings so far. */
  readonly collection: string;
  /** Keeps each settings change (list it with the projection's handlers). */
  readonly handler: ProjectionHandler;
  /**
   * The changes `build` makes with the currency of a request's fare: at once when the request recorded it,
   * after reading the settings so far when it did not (only requests stored before decision 241), so that a
   * rebuild costs no promise per request.
   */
  withCurrency(
    data: Pick<BookingRequestedData, 'currency'>,
    context: ProjectionContext,
    build: (currency: FareCurrency) => Change[],
  ): Change[] | Promise<Change[]>;
}

export function fareCurrencyOf(collection: string): FareCurrencyOf {
  return {
    collection,
    handler: on(SettingChanged, ({ field, value }): Change[] => [
      { kind: 'upsert', collection, id: SETTINGS_ID, update: { $set: { [field]: value } } },
    ]),
    withCurrency: (data, context, build) => {
      const currency = requestCurrency(data.currency, async () => {
        const changed = await context.collection(collection).findOne({ _id: SETTINGS_ID });
        return { ...DEFAULT_SETTINGS, ...(changed as Partial<SettingsValues> | null) };
      });
      return typeof currency === 'string' ? build(currency) : currency.then(build);
    },
  };
}
