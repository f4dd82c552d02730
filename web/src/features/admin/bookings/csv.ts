import { csvCell, type BookingRow } from '@chauffeur/contracts';

// The one CSV rule of the product lives in contracts (the projections CLI writes CSV with it too).
export { csvCell };

const HEADER = [
  'reference',
  'status',
  'vehicle',
  'pickup',
  'dropoff',
  'scheduled_time',
  'passengers',
  'luggage',
  'total_fare',
  'customer_name',
  'customer_email',
  'customer_phone',
  'created_at',
  // Issue 14, added last so existing imports keep their columns.
  'pickup_address_line',
  'dropoff_address_line',
  // Decision 247: the currency of total_fare (the request's), added last for the same reason.
  'currency',
] as const;

export function bookingsCsv(rows: BookingRow[]): string {
  const lines = rows.map((b) =>
    [
      b.reference,
      b.status,
      b.vehicle.name,
      b.pickup_location.address,
      b.dropoff_location.address,
      b.scheduled_time,
      b.passenger_count,
      b.luggage_count,
      b.total_fare.toFixed(2),
      b.emergency_contact_name,
      b.emergency_contact_email,
      b.emergency_contact_phone,
      b.created_at,
      b.pickup_address_line ?? '',
      b.dropoff_address_line ?? '',
      b.currency ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
