import { i18n } from '../../../i18n';
import { driverDe } from './de';
import { driverEn } from './en';
import { driverFr } from './fr';
import { driverNl } from './nl';

// The `driver` namespace ships with the driver's chunk, not with the public site's first load.
const BUNDLES = { en: driverEn, nl: driverNl, fr: driverFr, de: driverDe };
for (const [language, texts] of Object.entries(BUNDLES)) {
  if (!i18n.hasResourceBundle(language, 'driver'))
    i18n.addResourceBundle(language, 'driver', texts, true, true);
}
