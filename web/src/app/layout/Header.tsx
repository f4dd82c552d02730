import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/ui/icons';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu';
import { PATHS } from '../../lib/paths';
import { NAV_ITEMS } from './navigation';
import { AuthNav } from '../../features/auth';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative py-2 text-[0.8rem] whitespace-nowrap font-medium tracking-[0.16em] uppercase transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold-400 after:transition-transform ${
    isActive ? 'text-gold-300 after:scale-x-100' : 'text-stone-300 after:scale-x-0 hover:text-ivory'
  }`;

const accountClass =
  'py-2 text-[0.8rem] font-medium tracking-[0.16em] whitespace-nowrap text-stone-300 uppercase transition-colors hover:text-gold-300';

/** The fixed header of every page (SPEC 2); the page content is offset by its height in Layout. */
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu is open for the location it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Stable: the menu's open effect (focus, Escape) depends on it.
  const close = useCallback(() => {
    setOpenOn(null);
    toggleRef.current?.focus();
  }, []);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 border-b border-gold-500/15 bg-ink-950/90 backdrop-blur-md">
        {/* Gaps of 16 px between the three groups and 20 px between nav links: a signed-in customer's two
            account links and "Jetzt buchen" still fit on one line at 1280 px in German, the widest (issue 18). */}
        <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
          <Brand />
          <nav aria-label={t('nav.main')} className="hidden xl:block">
            <ul className="flex items-center gap-5">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === PATHS.home} className={linkClass}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <LanguageSwitcher className="hidden xl:flex" />
            <div className="hidden items-center gap-4 xl:flex">
              <AuthNav itemClass={accountClass} />
            </div>
            <Link to={PATHS.reservation} className="btn-gold hidden whitespace-nowrap px-5 sm:inline-flex">
              {t('nav.bookNow')}
            </Link>
            <button
              ref={toggleRef}
              type="button"
              onClick={() => setOpenOn(location.key)}
              aria-expanded={open}
              aria-controls={MOBILE_MENU_ID}
              aria-label={t('nav.openMenu')}
              className="-mr-2 grid h-11 w-11 place-items-center rounded-sm text-ivory hover:text-gold-300 xl:hidden"
            >
              <MenuIcon className="h-6 w-6" />
            </button>
          </div>
        </div>
      </header>
      <MobileMenu open={open} onClose={close} />
    </>
  );
}
