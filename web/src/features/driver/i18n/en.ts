/** English texts of the driver's page (namespace `driver`, issue 17). */
export const driverEn = {
  title: 'My rides',
  greeting: 'Hello {{name}}',
  today: 'Today',
  upcoming: 'Upcoming',
  underWay: 'Under way',
  empty: 'No rides assigned to you yet.',
  notLinked: 'No active chauffeur has the e-mail of this account. Please call the office.',
  error: 'Unable to load your rides. Please try again.',
  retry: 'Try again',
  loading: 'Loading…',
  // The live channel is down (decision 236): the list still refreshes every minute meanwhile.
  offline: 'Offline, retrying…',
  restricted: 'This page is for chauffeurs.',
  signIn: 'Sign in',
  pickup: 'Pickup',
  dropoff: 'Destination',
  route: 'Route in Maps',
  customer: 'Customer',
  call: 'Call {{phone}}',
  flight: 'Flight/train',
  passengers: 'Passengers',
  luggage: 'Luggage',
  vehicle: 'Vehicle',
  duration: 'about {{minutes}} min',
  tripLength: 'Journey time',
  roundTrip: 'Round trip',
  childSeat: 'Child seat',
  wheelchair: 'Wheelchair accessible',
  pets: 'Pet on board',
  notes: 'Notes',
  start: 'Start Ride',
  complete: 'Complete Ride',
  // Decisions 254 and 261: starting and completing are asked twice, naming the ride; "Not yet", not
  // "Cancel", which would read as cancelling the ride.
  startConfirm: 'Start ride {{reference}} from {{pickup}}? This cannot be undone.',
  startYes: 'Yes, start the ride',
  completeConfirm: 'Complete ride {{reference}} from {{pickup}}? This cannot be undone.',
  completeYes: 'Yes, complete the ride',
  notYet: 'Not yet',
  started: 'Ride started',
  completed: 'Ride completed',
  // A start or completion sent without network: it waits and is sent again once online (api.ts).
  waitingNetwork: {
    start:
      'No connection: the start has not reached the office yet. It is sent as soon as the network is back.',
    complete:
      'No connection: the completion has not reached the office yet. It is sent as soon as the network is back.',
  },
  status: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'No-show',
  },
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
/** Every other language mirrors the English keys. */
export type DriverTranslation = Texts<typeof driverEn>;
