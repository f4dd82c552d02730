import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../wizard/store';

export const STEP_TITLES = [
  'wizard.steps.trip',
  'wizard.steps.vehicle',
  'wizard.steps.contact',
  'wizard.steps.confirm',
] as const;

/** The four steps, the current one marked for sight and for screen readers. */
export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.progress', { step, total: 4, title: t(STEP_TITLES[step - 1]!) })}>
      {/* A phone has no room for four titles: it reads "Step 2 of 4: Véhicule" above the bars. */}
      <p
        aria-hidden="true"
        className="mb-2 text-xs font-semibold tracking-[0.12em] text-gold-200 uppercase sm:hidden"
      >
        {t('wizard.progress', { step, total: 4, title: t(STEP_TITLES[step - 1]!) })}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {STEP_TITLES.map((key, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li key={key} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span
                className={`block h-1 rounded-full ${state === 'next' ? 'bg-white/10' : 'bg-gold-500'}`}
                aria-hidden="true"
              />
              <span
                className={`mt-2 items-center gap-1.5 max-sm:sr-only sm:flex text-[0.7rem] font-semibold tracking-[0.08em] uppercase sm:text-xs ${
                  state === 'current'
                    ? 'text-gold-200'
                    : state === 'done'
                      ? 'text-gold-400'
                      : 'text-stone-400'
                }`}
              >
                <span className="hidden sm:inline">{number}.</span>
                <span className="truncate">{t(key)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
