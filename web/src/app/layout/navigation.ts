import type { ParseKeys } from 'i18next';
import { PATHS } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: ParseKeys;
}

/** The main sections, in header order; the footer's quick links use the same list. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.home, label: 'nav.home' },
  { to: PATHS.services, label: 'nav.services' },
  { to: PATHS.fleet, label: 'nav.fleet' },
  { to: PATHS.about, label: 'nav.about' },
  { to: PATHS.blog, label: 'nav.blog' },
];
