import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@chauffeur/contracts';
import { currentLanguage } from '../../i18n';

// Each language names itself, so a visitor who cannot read the current one still finds theirs.
const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={`flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((lng) => {
        const selected = lng === active;
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={selected}
            onClick={() => void i18n.changeLanguage(lng)}
            className={`min-h-9 min-w-9 rounded-sm px-1.5 text-xs font-semibold tracking-widest uppercase transition-colors ${
              selected ? 'bg-gold-500/15 text-gold-300' : 'text-stone-400 hover:text-ivory'
            }`}
          >
            {lng}
            <span className="sr-only"> – {NATIVE_NAMES[lng]}</span>
          </button>
        );
      })}
    </div>
  );
}
