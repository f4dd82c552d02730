/** Shared helpers of the reliability suites: a valid booking body and a bounded-concurrency loop. */
export const S_CLASS = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';

export const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  pickup_location: { address: 'Grand-Place, 1000 Bruxelles, Belgium', lat: 50.8467, lng: 4.3525 },
  dropoff_location: { address: 'Brussels Airport, 1930 Zaventem, Belgium', lat: 50.9014, lng: 4.4844 },
  scheduled_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
  vehicle_id: S_CLASS,
  emergency_contact_name: 'Anne Peeters',
  emergency_contact_phone: '+32 470 12 34 56',
  emergency_contact_email: 'anne.peeters@example.be',
  passenger_count: 2,
  luggage_count: 2,
  is_round_trip: false,
  language: 'nl',
  ...overrides,
});

/** Runs `count` jobs with at most `concurrency` in flight; `stop()` returning true ends it early. */
export async function pool(
  count: number,
  concurrency: number,
  job: (index: number) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count && !stop()) await job(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
