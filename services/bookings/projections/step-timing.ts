import type { StepTiming } from '@chauffeur/contracts';
import type { ReadStore } from '@chauffeur/projections';
import { readSettings } from '../../settings/index';

/**
 * The settings' facts the rules in time need, for the pages that show when a step opens (decision 283):
 * the admin's and a dispatcher's booking pages, the chauffeur's rides. From the settings read model, as the
 * pages read the booking itself; the command still reads the setting from its stream when it decides.
 * With the server's clock (decision 290), read last, once the answer's reads are done: the page takes the
 * answer's arrival as that moment, so the time the answer travels makes it open a step late, never early.
 */
export async function stepTiming(store: ReadStore, now: () => Date): Promise<StepTiming> {
  const settings = await readSettings(store);
  return { ride_start_window_hours: settings.ride_start_window_hours, server_time: now().toISOString() };
}
