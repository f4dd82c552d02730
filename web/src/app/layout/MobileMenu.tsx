import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon, PhoneIcon } from '../../components/ui/icons';
import { SITE } from '../../lib/site';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PATHS } from '../../lib/paths';
import { NAV_ITEMS } from './navigation';
import { AuthNav } from '../../features/auth';

export const MOBILE_MENU_ID = 'mobile-menu';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The slide-in menu of small screens: a modal panel from the right that keeps focus while open. */
export function MobileMenu({ open, onClose }: Props) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // Escape closes it wherever focus is (a tap on the panel's background leaves it on <body>).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onEscape);
    // The page behind must not scroll under the finger while the menu covers it.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onEscape);
      document.body.style.overflow = previous;
    };
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block border-b border-white/5 py-4 font-display text-2xl transition-colors ${
      isActive ? 'text-gold-300' : 'text-ivory hover:text-gold-300'
    }`;

  return (
    <div className="xl:hidden" inert={!open}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-[70] bg-black/60 backdrop-blur-sm transition-opacity duration-300 ${
          open ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
      />
      {/* Escape from any control inside bubbles up to the dialog, which itself takes no focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        onKeyDown={onKeyDown}
        // Opening makes it visible at once (a transition would start at "hidden", where nothing can take
        // focus); closing keeps it visible while it slides out.
        className={`fixed inset-y-0 right-0 z-[80] flex w-[min(22rem,88vw)] flex-col overflow-y-auto border-l border-gold-500/20 bg-ink-900 px-6 pb-8 shadow-2xl duration-300 ease-out motion-reduce:transition-none ${
          open
            ? 'visible translate-x-0 transition-transform'
            : 'invisible translate-x-full transition-[transform,visibility]'
        }`}
      >
        <div className="flex h-header shrink-0 items-center justify-between">
          <Brand onNavigate={onClose} />
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="-mr-2 grid h-11 w-11 place-items-center rounded-sm text-ivory hover:text-gold-300"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={t('nav.main')} className="mt-4">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === PATHS.home} onClick={onClose} className={linkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col">
          <AuthNav
            onNavigate={onClose}
            itemClass="block w-full border-b border-white/5 py-4 text-left font-display text-2xl text-ivory transition-colors hover:text-gold-300"
          />
        </div>
        <Link to={PATHS.reservation} onClick={onClose} className="btn-gold mt-8 w-full">
          {t('nav.bookNow')}
        </Link>
        <div className="mt-auto space-y-6 pt-10">
          <LanguageSwitcher className="-ml-1.5" />
          <a
            href={SITE.phoneHref}
            className="flex items-center gap-3 text-sm text-stone-300 hover:text-gold-300"
          >
            <PhoneIcon className="h-4 w-4 text-gold-400" />
            {SITE.phoneDisplay}
          </a>
        </div>
      </div>
    </div>
  );
}
