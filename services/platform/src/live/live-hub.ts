import type { LiveChange } from '@chauffeur/contracts';
import type { EventStore, RecordedEvent, Subscription } from '@chauffeur/eventstore';
import type { ProjectionsControl } from '../../../api/src/projections-control';

type Topic = LiveChange['topics'][number];

/** Which admin read models an event changes (and so which screens should refetch). */
export function topicsOf(event: Pick<RecordedEvent, 'type'>): Topic[] {
  const { type } = event;
  // A reference claim precedes its booking and changes no read model: the booking's event announces it.
  if (type === 'BookingReferenceClaimed') return [];
  if (type.startsWith('Booking') || type.startsWith('Ride'))
    return ['bookings', 'notifications', 'analytics'];
  if (type === 'ContactMessageReceived') return ['notifications', 'messages'];
  if (type === 'NotificationRead' || type === 'AllNotificationsRead') return ['notifications'];
  if (type.startsWith('Vehicle')) return ['vehicles', 'bookings'];
  if (type.startsWith('BlogPost')) return ['blog'];
  if (type === 'SettingChanged') return ['settings'];
  return [];
}

const PROJECTION_OF: Record<Topic, string> = {
  bookings: 'bookings',
  notifications: 'admin_notifications',
  analytics: 'admin_analytics',
  vehicles: 'vehicles',
  blog: 'blog_posts',
  settings: 'system_settings',
  messages: 'messages',
};

const WAIT_FOR_READ_MODELS_MS = 2000;

/**
 * One subscription to the log for every open admin live stream: from the head at the first listener on, each
 * relevant event is announced once the read models it touches have applied it, so a refetch sees it.
 */
export class LiveHub {
  private readonly listeners = new Set<(change: LiveChange) => void>();
  private subscription: Subscription | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly projections: ProjectionsControl,
  ) {}

  async listen(listener: (change: LiveChange) => void): Promise<() => void> {
    this.listeners.add(listener);
    await (this.starting ??= this.start());
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    this.starting = null;
  }

  private async start(): Promise<void> {
    const head = await this.eventStore.head();
    const subscription = this.eventStore.subscribeToAll({ from: head?.position ?? 'start' }, (event) =>
      this.announce(event),
    );
    this.subscription = subscription;
    // A broken subscription (store closed) is started again by the next listener.
    subscription.done
      .catch(() => undefined)
      .finally(() => {
        if (this.subscription === subscription) {
          this.subscription = null;
          this.starting = null;
        }
      });
  }

  private async announce(event: RecordedEvent): Promise<void> {
    const topics = topicsOf(event);
    if (topics.length === 0 || this.listeners.size === 0) return;
    const names = topics.map((topic) => PROJECTION_OF[topic]).filter((name) => this.projections.has(name));
    await this.projections
      .waitFor(event.position, { names, timeoutMs: WAIT_FOR_READ_MODELS_MS })
      .catch(() => false);
    const change: LiveChange = { topics, position: event.position.toString() };
    for (const listener of this.listeners) listener(change);
  }
}
