import { useTranslation } from 'react-i18next';
import {
  CLOCK_PASSES,
  instantsOfWallTime,
  utcOffsetLabel,
  utcOffsetMinutes,
  type ClockPass,
} from '@chauffeur/contracts';
import { registerClockChangeTexts } from './clock-change-texts';

registerClockChangeTexts();

export interface RepeatedHourChoiceProps {
  /** The fieldset's id (a form focuses it when the choice is missing); the radios' name derives from it. */
  id: string;
  /** The Brussels wall date and time the form holds (`YYYY-MM-DD`, `HH:mm`). */
  date: string;
  time: string;
  value: ClockPass | null;
  onChange: (pass: ClockPass) => void;
  /** The form was sent without a choice: say it is needed. */
  invalid?: boolean;
}

/**
 * Which 02:30 the person means on the night the clocks go back (last Sunday of October, 02:00–02:59 happens
 * twice in Brussels, decision 240): two choices, summer time (the first pass) and winter time (an hour
 * later), each with its offset. Shown only for a time that is repeated; the wizard, the manage page's change
 * form and the admin's booking form all use it, so they say it the same way in the four languages.
 */
export function RepeatedHourChoice({
  id,
  date,
  time,
  value,
  onChange,
  invalid = false,
}: RepeatedHourChoiceProps) {
  const { t } = useTranslation();
  const passes = instantsOfWallTime({ date, time });
  if (passes.length < 2) return null;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      data-testid="repeated-hour-choice"
      aria-describedby={invalid ? `${id}-error` : undefined}
      aria-invalid={invalid || undefined}
      className={`rounded-sm border px-3 py-2 text-sm text-stone-200 ${
        invalid ? 'border-red-400/70' : 'border-gold-500/25 bg-gold-500/5'
      }`}
    >
      {/* Floated: a question on two lines flows inside the box instead of straddling its border. */}
      <legend className="float-left w-full text-gold-200">{t('clockChange.question', { time })}</legend>
      <div className="clear-left grid gap-1 pt-1">
        {CLOCK_PASSES.map((pass, index) => (
          <label key={pass} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name={`${id}-pass`}
              value={pass}
              checked={value === pass}
              onChange={() => onChange(pass)}
              className="h-5 w-5 accent-gold-500"
            />
            {t(pass === 'earlier' ? 'clockChange.earlier' : 'clockChange.later', {
              time,
              offset: utcOffsetLabel(utcOffsetMinutes(passes[index]!)),
            })}
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-300">
          {t('clockChange.required')}
        </p>
      ) : null}
    </fieldset>
  );
}
