import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/site-icons';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1 to 5 stars as a native radio group: one Tab stop, arrow keys move the choice, a screen reader reads
 * "4 stars, 4 of 5" and the group's legend. The radios are visually hidden; each star is its label, so a
 * tap on a phone (48 px targets) chooses it. Stars up to the one pointed at or chosen are filled.
 */
export function StarPicker({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className="text-sm font-semibold text-stone-200">{t('rateTrip.stars')}</legend>
      <div className="mt-2 flex gap-1" onMouseLeave={() => setPointed(null)}>
        {STARS.map((star) => (
          <label
            key={star}
            className="flex h-12 w-12 cursor-pointer items-center justify-center rounded-sm text-gold-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300"
            onMouseEnter={() => setPointed(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t('rateTrip.star', { count: star })}
              // The radio a refused send focuses (decision 332) says the message itself, not only its group.
              aria-describedby={invalid ? describedBy : undefined}
              className="sr-only"
            />
            <StarIcon filled={star <= shown} className="h-9 w-9" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
