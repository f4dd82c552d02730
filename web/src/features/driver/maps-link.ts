import type { Location } from '@chauffeur/contracts';

/**
 * A link that opens directions in the phone's maps app (decision 161): Google Maps' universal URL opens the
 * Google Maps app on Android and iOS when it is installed, and the browser's Maps otherwise; a `geo:` URI
 * would do nothing on an iPhone. By coordinates (what the booking verified), not by address text. Without
 * an origin the app starts from where the phone is: the way to the pickup.
 */
export function directionsUrl(destination: Location, origin?: Location): string {
  const point = (place: Location) => `${place.lat},${place.lng}`;
  const params = new URLSearchParams({
    api: '1',
    ...(origin ? { origin: point(origin) } : {}),
    destination: point(destination),
    travelmode: 'driving',
  });
  return `https://www.google.com/maps/dir/?${params}`;
}

export { telHref } from '../../lib/tel';
