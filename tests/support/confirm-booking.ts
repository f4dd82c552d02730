import type { Locator, Page } from 'playwright-core';

/**
 * Presses the wizard's Confirm Booking (twice, as a double click, with `double`) and waits for "Booking
 * Confirmed!". A pickup left at the earliest the notice allows becomes too soon when a 5-minute step passes
 * while the summary is read: the wizard then moves it and asks again (decision 292), and this confirms once
 * more, as the visitor would. A CI run under load crossed such a step and waited 30 s for the dialog.
 */
export async function confirmBooking(page: Page, { double = false } = {}): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Confirm Booking' });
  await (double ? button.dblclick() : button.click());
  const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  const moved = page.getByText(/so we moved your pickup to the earliest possible time/);
  await dialog.or(moved).first().waitFor();
  if (await moved.isVisible()) await button.click();
  await dialog.waitFor();
  return dialog;
}
