import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/providers';
import '../i18n/register';
import { StepIndicator } from './StepIndicator';

describe('the wizard’s step indicator', () => {
  it('draws the titles of the steps still to come in a grey readable on the dark page (axe color-contrast)', () => {
    render(
      <AppProviders>
        <StepIndicator step={2} />
      </AppProviders>,
    );
    // Tailwind's stone-500 on the page's ink is about 4.1:1, below WCAG's 4.5:1 for this small text (seen at
    // 1280 px in every language; on a phone the titles are for screen readers only). stone-400 is 7.6:1.
    for (const title of ['Contact details', 'Confirmation']) {
      const label = screen.getByText(title).parentElement!;
      expect(label.classList).toContain('text-stone-400');
      expect(label.classList).not.toContain('text-stone-500');
    }
  });
});
