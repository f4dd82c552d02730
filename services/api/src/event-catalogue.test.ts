import { describe, expect, it } from 'vitest';
import { missingUpcasters } from '@chauffeur/contracts';
import { eventCatalogue } from './event-catalogue';
import { allProjections } from './all-projections';

describe('the event catalogue, composed from the modules', () => {
  it('every older version of every event type has its upcaster', () => {
    expect(missingUpcasters(eventCatalogue)).toEqual([]);
    expect(eventCatalogue.get('BookingRequested')?.version).toBe(2);
  });

  it('holds each module family, the public site included', () => {
    for (const type of [
      'VehicleAdded',
      'UserRegistered',
      'EmailClaimed',
      'ServicePublished',
      'ServiceUpdated',
      'ReviewSubmitted',
      'ReviewApproved',
      'StatPublished',
      'BlogPostCreated',
      'BlogPostUpdated',
      'BlogPostDeleted',
      'ContactMessageReceived',
      'NewsletterSubscribed',
      'BookingRequested',
      'SettingChanged',
      'AllNotificationsRead',
    ])
      expect(eventCatalogue.has(type), type).toBe(true);
  });

  it('names the stream of each type as the family says', () => {
    expect(eventCatalogue.get('VehicleRemoved')?.streamPrefix).toBe('vehicle-');
    expect(eventCatalogue.get('EmailClaimed')?.streamPrefix).toBe('account_email-');
    expect(eventCatalogue.get('SettingChanged')?.streamPrefix).toBe('settings');
  });

  it('knows every event type a projection handles (no projection waits for a type nobody writes)', () => {
    for (const projection of allProjections)
      for (const type of projection.eventTypes)
        expect(eventCatalogue.has(type), `${projection.name}: ${type}`).toBe(true);
  });
});
