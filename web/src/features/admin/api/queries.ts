import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  adminVehicleSchema,
  analyticsSchema,
  auditHistorySchema,
  blogPostListSchema,
  blogPostSchema,
  bookingHistorySchema,
  bookingPageSchema,
  bookingRowSchema,
  chauffeurListSchema,
  chauffeurSchema,
  contactMessagePageSchema,
  notificationListSchema,
  settingsSchema,
  stepTimingSchema,
  vehicleListSchema,
  type BookingRow,
  type BookingSort,
  type BookingStatus,
  type ChangeRequestFilter,
  type MessageFilter,
  type SumsByCurrency,
} from '@chauffeur/contracts';
import { useTranslation } from 'react-i18next';
import { CURRENCY, formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/publicConfig';
import { adminGet } from './admin-client';
import { adminKeys } from './keys';
import { useMayRead } from './useMayRead';
import { useLanguageKey } from '../../../lib/useLanguageKey';

export const PAGE_SIZE = 25;

export const useAnalytics = () =>
  useQuery({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => adminGet('/analytics?days=7', analyticsSchema, signal),
  });

/** The list's filters as the server takes them (contracts' list-query.ts), empty ones left out. */
export type BookingsView = {
  status?: BookingStatus;
  from?: string;
  to?: string;
  sort?: BookingSort;
  q?: string;
  change_request?: ChangeRequestFilter;
};

export const bookingsPath = (view: BookingsView, limit: number, offset: number) =>
  `/bookings?${new URLSearchParams({
    ...Object.fromEntries(Object.entries(view).filter(([, value]) => value)),
    limit: String(limit),
    offset: String(offset),
  })}`;

/** Its rows' places are in the admin's language (decision 291): so is its key. */
export const useBookings = (view: BookingsView, page: number) =>
  useQuery({
    ...useLanguageKey([...adminKeys.bookings, 'list', view, page]),
    queryFn: ({ signal }) =>
      adminGet(bookingsPath(view, PAGE_SIZE, page * PAGE_SIZE), bookingPageSchema, signal),
    placeholderData: keepPreviousData,
  });

/**
 * `enabled` false: asks nothing, not even when a refresh marks it stale (a booking being deleted). Its
 * places are in the admin's language (decision 291): so is its key.
 */
export const useBooking = (id: string, enabled = true) =>
  useQuery({
    ...useLanguageKey(adminKeys.booking(id)),
    queryFn: ({ signal }) => adminGet(`/bookings/${id}`, bookingRowSchema, signal),
    enabled,
  });

export const useBookingHistory = (id: string, enabled = true) =>
  useQuery({
    queryKey: adminKeys.history(id),
    queryFn: ({ signal }) => adminGet(`/bookings/${id}/history`, bookingHistorySchema, signal),
    enabled,
  });

/** A new booking's places are in the admin's language (decision 291): so is the key. */
export const useNotifications = (limit = 200) =>
  useQuery({
    ...useLanguageKey([...adminKeys.notifications, limit]),
    queryFn: ({ signal }) => adminGet(`/notifications?limit=${limit}`, notificationListSchema, signal),
  });

export const useAdminVehicles = () =>
  useQuery({
    queryKey: adminKeys.vehicles,
    queryFn: async ({ signal }) => (await adminGet('/vehicles', vehicleListSchema, signal)).items,
  });

export const useAdminVehicle = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.vehicle(id ?? 'new'),
    // With its cars (issue 17).
    queryFn: ({ signal }) => adminGet(`/vehicles/${id}`, adminVehicleSchema, signal),
    enabled: Boolean(id),
  });

export const useAdminPosts = () =>
  useQuery({
    queryKey: adminKeys.blog,
    queryFn: async ({ signal }) => (await adminGet('/blog', blogPostListSchema, signal)).items,
  });

export const useAdminPost = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.post(id ?? 'new'),
    queryFn: ({ signal }) => adminGet(`/blog/${id}`, blogPostSchema, signal),
    enabled: Boolean(id),
  });

/** The system settings, for a role that may read them (a dispatcher may not: nothing is asked). */
export const useSettings = () => {
  const mayRead = useMayRead('settings');
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminGet('/settings', settingsSchema, signal),
    enabled: mayRead,
  });
};

/**
 * The start window alone (decision 283), for every role that works bookings: a dispatcher may not read the
 * settings, yet sees Start shut until it opens. Under the settings' key, so a change of them reads it again;
 * a refused step reads it again too (useBookingAction): the device's clock may have moved since (decision 290).
 */
export const useStepTiming = () =>
  useQuery({
    queryKey: adminKeys.stepTiming,
    queryFn: ({ signal }) => adminGet('/bookings/step-timing', stepTimingSchema, signal),
  });

/**
 * The company's currency now (decision 252): what a new quote, a model's price per km and a minimum fare
 * are in. A booking's fare is in its own currency (`fareCurrency`), never this one. The settings' for a role
 * that may read them (fresh after a change made in this tab), else the one the site shows (GET /api/config,
 * read once per page load). Here beside `useSettings`, not in a file of its own: a new shared chunk would
 * weigh on the landing page's preload map.
 */
export function useCompanyCurrency(): string {
  const settings = useSettings();
  const siteCurrency = useCurrency();
  return settings.data?.default_currency ?? siteCurrency;
}

/**
 * Sums of fares in their own currencies (decisions 252, 258: a customer's spending, the dashboard's revenue)
 * as the admin reads them: one per currency, joined, "€85.00 + £40.50"; none yet, zero in the company's
 * currency now. Here for the same reason as `useCompanyCurrency`.
 */
export function useSumsText(): (sums: SumsByCurrency) => string {
  const { i18n } = useTranslation();
  const companyCurrency = useCompanyCurrency();
  return (sums) =>
    sums.length === 0
      ? formatMoney(0, i18n.language, companyCurrency)
      : sums.map(({ amount, currency }) => formatMoney(amount, i18n.language, currency)).join(' + ');
}

/**
 * The currency a booking row's fare is in (decision 247), from the row's `currency`. Only a row a persistent
 * read store kept from before decision 247 has none, until the rebuild at the next start replaces it: it
 * reads as it did then. (Also while the booking page's row is still loading and its history is shown.)
 */
export const fareCurrency = (currency: BookingRow['currency']): string => currency ?? CURRENCY;

/** The newest 200 contact messages, all or by their answered mark (`status`, decision 326). */
export const useMessages = (status?: MessageFilter) =>
  useQuery({
    queryKey: [...adminKeys.messages, status ?? 'all'],
    queryFn: ({ signal }) =>
      adminGet(`/messages?limit=200${status ? `&status=${status}` : ''}`, contactMessagePageSchema, signal),
  });

/** Every chauffeur, by name (issue 17): the chauffeurs page and the booking's picker. */
export const useAdminChauffeurs = () =>
  useQuery({
    queryKey: adminKeys.chauffeurs,
    queryFn: async ({ signal }) => (await adminGet('/chauffeurs', chauffeurListSchema, signal)).items,
  });

export const useAdminChauffeur = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.chauffeur(id ?? 'new'),
    queryFn: ({ signal }) => adminGet(`/chauffeurs/${id}`, chauffeurSchema, signal),
    enabled: Boolean(id),
  });

/**
 * The audit history of any record by its stream (`vehicle-<id>`, `settings`…), newest first, `limit` entries.
 * Its key sits under the page's own (`under`), so whatever refreshes the record refreshes its history too.
 */
export const useAuditHistory = (stream: string, under: QueryKey, limit: number) =>
  useQuery({
    queryKey: [...under, 'history', stream, limit],
    queryFn: ({ signal }) =>
      adminGet(`/history/${encodeURIComponent(stream)}?limit=${limit}`, auditHistorySchema, signal),
    placeholderData: keepPreviousData,
  });
