import { describe, expect, it } from 'vitest';
import type { ServiceFields, StatFields } from '@chauffeur/contracts';
import { fold } from '@chauffeur/platform';
import { reviewDecider } from './review-decider';
import { serviceDecider } from './service-decider';
import { statDecider } from './stat-decider';
import type { ReviewEvent, ServiceEvent } from '../events';

const id = '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';
const uuid2 = '5b4c3d2e-1f0a-4b9c-8d7e-7f6a5b4c3d2e';
const service: ServiceFields = {
  slug: 'airport-transfers',
  title: { en: 'Airport Transfers', fr: 'Transferts aéroport' },
  short_description: { en: 'To and from Brussels Airport.' },
  full_description: { en: 'Flight tracking and meet and greet.' },
  image_url: '/images/services/airport-transfers.svg',
  icon: 'Plane',
  is_featured: true,
  benefits: [{ en: 'Flight tracking' }],
  pricing_plans: [{ name: { en: 'Zaventem' }, price: 95, description: { en: 'City centre to BRU' } }],
  features: [{ en: 'Meet and greet' }],
};
const published: ServiceEvent = { type: 'ServicePublished', data: { service_id: id, ...service } };

describe('service decider', () => {
  it('publishes a service once', () => {
    const state = fold(serviceDecider, []);
    expect(serviceDecider.decide({ type: 'PublishService', serviceId: id, fields: service }, state)).toEqual([
      published,
    ]);
    expect(() =>
      serviceDecider.decide(
        { type: 'PublishService', serviceId: id, fields: service },
        fold(serviceDecider, [published]),
      ),
    ).toThrow('This service already exists');
  });

  it('updates only with a real change, comparing nested texts by value', () => {
    const state = fold(serviceDecider, [published]);
    const same = JSON.parse(JSON.stringify(service)) as ServiceFields;
    expect(serviceDecider.decide({ type: 'UpdateService', serviceId: id, fields: same }, state)).toEqual([]);
    const changed = { ...service, benefits: [{ en: 'Flight tracking' }, { en: 'Free waiting' }] };
    expect(serviceDecider.decide({ type: 'UpdateService', serviceId: id, fields: changed }, state)).toEqual([
      { type: 'ServiceUpdated', data: { service_id: id, ...changed } },
    ]);
    expect(() =>
      serviceDecider.decide(
        { type: 'UpdateService', serviceId: id, fields: changed },
        fold(serviceDecider, []),
      ),
    ).toThrow('Service not found');
  });
});

describe('review decider', () => {
  const submitted: ReviewEvent = {
    type: 'ReviewSubmitted',
    data: { review_id: id, name: 'Anne V.', rating: 5, comment: 'Flawless.', date: '2025-02-14' },
  };
  const approved: ReviewEvent = { type: 'ReviewApproved', data: { review_id: id } };

  it('keeps a submitted review pending until it is approved, and approving twice records nothing', () => {
    const { review_id: _, ...fields } = submitted.data;
    expect(
      reviewDecider.decide({ type: 'SubmitReview', reviewId: id, fields }, fold(reviewDecider, [])),
    ).toEqual([submitted]);
    expect(fold(reviewDecider, [submitted])).toEqual({ status: 'pending' });
    expect(
      reviewDecider.decide({ type: 'ApproveReview', reviewId: id }, fold(reviewDecider, [submitted])),
    ).toEqual([approved]);
    expect(
      reviewDecider.decide(
        { type: 'ApproveReview', reviewId: id },
        fold(reviewDecider, [submitted, approved]),
      ),
    ).toEqual([]);
  });

  it('hides a pending or approved review once, and approves a hidden one again (issue 18)', () => {
    const hidden: ReviewEvent = { type: 'ReviewHidden', data: { review_id: id } };
    const hide = { type: 'HideReview' as const, reviewId: id };
    expect(reviewDecider.decide(hide, fold(reviewDecider, [submitted]))).toEqual([hidden]);
    expect(reviewDecider.decide(hide, fold(reviewDecider, [submitted, approved]))).toEqual([hidden]);
    expect(fold(reviewDecider, [submitted, approved, hidden])).toEqual({ status: 'hidden' });
    expect(reviewDecider.decide(hide, fold(reviewDecider, [submitted, hidden]))).toEqual([]);
    expect(
      reviewDecider.decide({ type: 'ApproveReview', reviewId: id }, fold(reviewDecider, [submitted, hidden])),
    ).toEqual([approved]);
    expect(() => reviewDecider.decide(hide, fold(reviewDecider, []))).toThrow('Review not found');
  });

  it('records the booking a customer rates with the review, and refuses a second submission', () => {
    const { review_id: _, ...fields } = submitted.data;
    const booking = { booking_id: uuid2, booking_reference: 'BPC-2026-0042' };
    expect(
      reviewDecider.decide({ type: 'SubmitReview', reviewId: id, fields, booking }, fold(reviewDecider, [])),
    ).toEqual([{ type: 'ReviewSubmitted', data: { ...submitted.data, ...booking } }]);
    expect(() =>
      reviewDecider.decide({ type: 'SubmitReview', reviewId: id, fields }, fold(reviewDecider, [submitted])),
    ).toThrow('This review already exists');
  });

  it('cannot approve a review that does not exist', () => {
    expect(() =>
      reviewDecider.decide({ type: 'ApproveReview', reviewId: id }, fold(reviewDecider, [])),
    ).toThrow('Review not found');
  });
});

describe('stat decider', () => {
  it('publishes a statistic once', () => {
    const fields: StatFields = {
      icon: 'users',
      value: 12000,
      suffix: '+',
      label: { en: 'Satisfied clients' },
    };
    const events = statDecider.decide({ type: 'PublishStat', statId: id, fields }, fold(statDecider, []));
    expect(events).toEqual([{ type: 'StatPublished', data: { stat_id: id, ...fields } }]);
    expect(() =>
      statDecider.decide({ type: 'PublishStat', statId: id, fields }, fold(statDecider, events)),
    ).toThrow('This statistic already exists');
  });
});
