import { afterEach, describe, expect, it } from 'vitest';
import { WIZARD_STORAGE_KEY, initialWizard, useWizard } from './store';

afterEach(() => useWizard.getState().reset());

describe('wizard store', () => {
  it('starts on step 1 with one passenger, no luggage and a schedule the visitor has not chosen', () => {
    const fresh = initialWizard();
    expect(fresh).toMatchObject({
      step: 1,
      date: '',
      time: '',
      scheduleChosen: false,
      passengers: 1,
      luggage: 0,
    });
    expect(fresh.pickup).toBeNull();
  });

  it('keeps what was typed in sessionStorage, so a reload loses nothing', () => {
    useWizard.getState().update({ name: 'Jane Customer', email: 'jane@example.com', step: 3 });
    const stored = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}') as { state: unknown };
    expect(stored.state).toMatchObject({ name: 'Jane Customer', email: 'jane@example.com', step: 3 });
  });

  it('rehydrates from sessionStorage', async () => {
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ state: { ...initialWizard(), step: 2, phone: '+32 2 000 00 00' }, version: 1 }),
    );
    await useWizard.persist.rehydrate();
    expect(useWizard.getState()).toMatchObject({ step: 2, phone: '+32 2 000 00 00' });
  });

  it('goes back one step at a time, never below step 1', () => {
    useWizard.getState().goTo(2);
    useWizard.getState().back();
    useWizard.getState().back();
    expect(useWizard.getState().step).toBe(1);
  });

  it('forgets everything on reset (after a confirmed booking)', () => {
    useWizard.getState().update({ name: 'Jane', vehicleId: 'x', step: 4 });
    useWizard.getState().reset();
    expect(useWizard.getState()).toMatchObject({ name: '', vehicleId: null, step: 1 });
  });
});
