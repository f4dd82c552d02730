import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatBrussels,
  MAX_LUGGAGE,
  MAX_PASSENGERS,
  commandResultSchema,
  passOf,
  wallTimeOfLocal,
  type ClockPass,
  type ChangeRequest,
  type ChangeRequestFields,
} from '@chauffeur/contracts';
import { api, ApiError, errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { useFocusFirstInvalid } from '../../../lib/useFocusFirstInvalid';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { RepeatedHourChoice } from '../../clock-change';
import { brusselsLocal, brusselsLocalProblem, fromBrusselsLocal } from './brussels-time';
import { changeRequestsPath, useChangeRequests } from './change-requests-api';
import { registerChangeTexts } from './i18n/register';
import { SectionNotice, type SectionNoticeText } from '../components/SectionNotice';
import { describedBy, FormField } from '../components/FormField';

registerChangeTexts();

/** What the form starts from: the booking as it stands (the manage page has it). */
export interface ChangeableBooking {
  scheduled_time: string;
  passenger_count: number;
  luggage_count: number;
  flight_number: string | null;
  total_fare: number;
  /** The fare's currency (decision 241): a re-priced change is in it too. */
  currency: string;
}

export interface ChangeRequestPanelProps {
  /** The manage link's token: it alone authorises every call. */
  token: string;
  booking: ChangeableBooking;
  /** Whether pickup − free_cancellation_hours has passed (the server decides again). */
  cutoffPassed: boolean;
  /** The setting, for the sentence shown once the cut-off has passed. */
  cutoffHours: number;
  /**
   * The booked vehicle's capacity (the manage view's, decision 332), when the page knows it; else, and
   * above them, SPEC 5's limits. The server checks either way.
   */
  maxPassengers?: number;
  maxLuggage?: number;
}

/** The customer's two answers to a higher price, and where each is posted (a withdrawal also ends an open request). */
const STEP_PATH = { acceptPrice: '/confirm', keep: '/withdraw' } as const;
type Step = keyof typeof STEP_PATH;
const bookingKeyOf = (token: string) => ['manage', token] as const;
const base = changeRequestsPath;

type Notice = SectionNoticeText | null;

/** The form's values, as the fields hold them. */
interface Values {
  when: string;
  passengers: string;
  luggage: string;
  flight: string;
}
const valuesOf = (b: ChangeableBooking): Values => ({
  when: brusselsLocal(b.scheduled_time),
  passengers: String(b.passenger_count),
  luggage: String(b.luggage_count),
  flight: b.flight_number ?? '',
});

/** The stored pickup to the minute, as the form can name it. */
const minuteOf = (iso: string) => new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString();

/**
 * Only what the customer changed: an unchanged field is not asked for. The time is changed when the
 * Brussels time and the pass chosen (summer or winter time of a repeated hour, decision 240) name
 * another minute than the booking's.
 */
function askedChanges(
  values: Values,
  pass: ClockPass | null,
  booking: ChangeableBooking,
): ChangeRequestFields {
  const asked: ChangeRequestFields = {};
  const start = valuesOf(booking);
  const when = fromBrusselsLocal(values.when, pass);
  if (when !== minuteOf(booking.scheduled_time)) asked.scheduled_time = when ?? values.when;
  if (values.passengers !== start.passengers) asked.passenger_count = Number(values.passengers);
  if (values.luggage !== start.luggage) asked.luggage_count = Number(values.luggage);
  if (values.flight.trim() !== start.flight) asked.flight_number = values.flight.trim() || null;
  return asked;
}

const FIELD_OF: Record<string, keyof Values> = {
  'body.scheduled_time': 'when',
  'body.passenger_count': 'passengers',
  'body.luggage_count': 'luggage',
  'body.flight_number': 'flight',
};

/**
 * Issue 18 point 2: the customer's change request on their manage page. Before the cut-off, a form for
 * the pickup time, passengers, luggage and flight (only what differs is asked); while a request is open,
 * where it stands; when the operator accepted it at a higher price, "Confirm new price" / "Keep my
 * booking as it is". Self-contained: it reads and writes through the token alone.
 */
export function ChangeRequestPanel(props: ChangeRequestPanelProps) {
  const { token, booking } = props;
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const list = useChangeRequests(token);
  const latest: ChangeRequest | undefined = list.data?.change_requests[0];
  const money = (amount: number) => formatMoney(amount, i18n.language, booking.currency);
  const phone = SITE.phoneDisplay;
  const step = useMutation({
    mutationFn: (action: Step) =>
      api.post(`${base(token)}/${latest!.id}${STEP_PATH[action]}`, undefined, {
        schema: commandResultSchema,
      }),
    onSuccess: (_result, action) =>
      setNotice({
        kind: 'ok',
        text: t(action === 'acceptPrice' ? 'manageChange.confirmed' : 'manageChange.kept'),
      }),
    onError: (error) => setNotice({ kind: 'error', text: problemText(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeyOf(token) }),
  });
  const problemText = (error: unknown) =>
    error instanceof ApiError && error.status === 409 && error.problem?.detail
      ? t('manageChange.conflict', { detail: errorMessage(error, t) })
      : t('manageChange.failed', { phone });

  const pending = latest && (latest.state === 'open' || latest.state === 'awaiting_customer');
  // How the last request ended, when the customer has to be told: declined (with the reason), or expired
  // at the pickup time with nobody having settled it (decision 284).
  const outcome =
    latest?.state === 'declined'
      ? t('manageChange.declined', { reason: latest.reason ?? '' })
      : latest?.state === 'expired'
        ? t('manageChange.expired')
        : null;
  // Past the cut-off with nothing to tell (no request under way, declined or expired): the page's cancel
  // section already says why and gives the phone number; a second box saying it again is only noise on a phone.
  if (props.cutoffPassed && !list.isPending && !pending && !outcome && !notice) return null;
  return (
    <section aria-labelledby="manage-change" className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id="manage-change" className="font-display text-2xl font-semibold text-ivory">
        {t('manageChange.title')}
      </h2>
      {/* The form or the buttons just used give way to where the request stands (sent, confirmed, refused). */}
      <SectionNotice notice={notice} className="mt-3" />
      {outcome ? <p className="mt-3 text-sm text-stone-300">{outcome}</p> : null}
      {latest?.state === 'awaiting_customer' ? (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-ivory">
            {t('manageChange.priced', {
              total: money(latest.total_fare ?? booking.total_fare),
              previous: money(latest.previous_total_fare),
            })}
          </p>
          <AskedList request={latest} booking={booking} />
          <div className="flex flex-wrap gap-2">
            <BusyButton
              busy={step.isPending}
              onClick={() => step.mutate('acceptPrice')}
              className="btn-gold aria-disabled:opacity-50"
            >
              {t('manageChange.confirm')}
            </BusyButton>
            <BusyButton
              busy={step.isPending}
              onClick={() => step.mutate('keep')}
              className="rounded-sm border border-white/20 px-4 py-2 text-sm text-stone-200 hover:bg-white/5 aria-disabled:opacity-50"
            >
              {t('manageChange.keep')}
            </BusyButton>
          </div>
        </div>
      ) : latest?.state === 'open' ? (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-ivory">{t('manageChange.open')}</p>
          <AskedList request={latest} booking={booking} />
          <div>
            <BusyButton
              busy={step.isPending}
              onClick={() => step.mutate('keep')}
              className="rounded-sm border border-white/20 px-4 py-2 text-sm text-stone-200 hover:bg-white/5 aria-disabled:opacity-50"
            >
              {t('manageChange.withdraw')}
            </BusyButton>
          </div>
        </div>
      ) : list.isPending ? null : props.cutoffPassed ? (
        <p className="mt-3 text-sm text-stone-300">
          {t('manageChange.tooLate', { count: props.cutoffHours })}{' '}
          <a href={SITE.phoneHref} className="text-gold-300 underline">
            {phone}
          </a>
        </p>
      ) : (
        <ChangeForm {...props} onSent={(text) => setNotice({ kind: 'ok', text })} problemText={problemText} />
      )}
    </section>
  );
}

function AskedList({ request, booking }: { request: ChangeRequest; booking: ChangeableBooking }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatBrussels(iso, i18n.language, 'dateTime');
  const none = t('manageChange.none');
  const c = request.changes;
  const lines: string[] = [];
  const line = (label: string, before: string | number, after: string | number) =>
    lines.push(t('labelled', { label, value: `${before} → ${after}` }));
  if (c.scheduled_time !== undefined)
    line(t('manageChange.when'), when(booking.scheduled_time), when(c.scheduled_time));
  if (c.passenger_count !== undefined)
    line(t('manageChange.passengers'), booking.passenger_count, c.passenger_count);
  if (c.luggage_count !== undefined) line(t('manageChange.luggage'), booking.luggage_count, c.luggage_count);
  if (c.flight_number !== undefined)
    line(t('manageChange.flight'), booking.flight_number ?? none, c.flight_number ?? none);
  return (
    <div className="text-sm text-stone-300">
      <p>{t('manageChange.asked')}</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

const inputClass =
  'mt-1 w-full rounded-sm border border-white/15 bg-ink-950 px-3 py-2 text-ivory focus:border-gold-400 aria-[invalid=true]:border-red-400';

function ChangeForm(
  props: ChangeRequestPanelProps & {
    onSent: (text: string) => void;
    problemText: (error: unknown) => string;
  },
) {
  const { token, booking } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(booking));
  // Which pass of the repeated autumn hour the time means: the booking's own to start with (decision 240).
  const [whenPass, setWhenPass] = useState<ClockPass | null>(() => passOf(booking.scheduled_time));
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'whenPass' | 'form', string>>>({});
  // Each refused submit (here or by the server) takes the focus to the first field it names (decision 332);
  // choosing the pass of a repeated hour also sets the errors, and must not move it.
  const [refused, setRefused] = useState<object>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refused);
  // The car's limits, within SPEC 5's (a V-Class takes 7 pieces of luggage, a request at most 4).
  const maxPassengers = Math.min(props.maxPassengers ?? MAX_PASSENGERS, MAX_PASSENGERS);
  const maxLuggage = Math.min(props.maxLuggage ?? MAX_LUGGAGE, MAX_LUGGAGE);
  const send = useMutation({
    mutationFn: (asked: ChangeRequestFields) => api.post(base(token), asked, { schema: commandResultSchema }),
    onSuccess: () => {
      props.onSent(t('manageChange.sent'));
      void client.invalidateQueries({ queryKey: bookingKeyOf(token) });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const next: typeof errors = {};
      for (const field of fields) {
        const name = FIELD_OF[field.field];
        // The server's field sentences are English: each field says what went wrong in the page's language.
        if (name) next[name] = t(`manageChange.${name}Refused`);
      }
      if (Object.keys(next).length === 0) next.form = props.problemText(error);
      setErrors(next);
      setRefused(next);
    },
  });

  const outOfRange = (value: string, min: number, max: number) => {
    const n = Number(value);
    return value === '' || !Number.isInteger(n) || n < min || n > max;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const whenProblem = brusselsLocalProblem(values.when, whenPass);
    if (whenProblem === 'nonexistent') next.when = t('manageChange.timeSkipped');
    // The choice says its own error (RepeatedHourChoice); the key only marks it.
    else if (whenProblem === 'repeated') next.whenPass = 'unchosen';
    // `invalid`: the field names no date and time (emptied, or half filled, which the browser reports as empty).
    else if (whenProblem) next.when = t('manageChange.whenRequired');
    if (outOfRange(values.passengers, 1, maxPassengers))
      next.passengers = t('manageChange.range', { min: 1, max: maxPassengers });
    if (outOfRange(values.luggage, 0, maxLuggage))
      next.luggage = t('manageChange.range', { min: 0, max: maxLuggage });
    const asked = askedChanges(values, whenPass, booking);
    if (Object.keys(next).length === 0 && Object.keys(asked).length === 0)
      next.form = t('manageChange.nothing');
    setErrors(next);
    if (Object.keys(next).length === 0) send.mutate(asked);
    else setRefused(next);
  };
  const field = (name: keyof Values, label: string, input: Record<string, unknown>, hint?: string) => {
    const id = `change-${name}`;
    const error = errors[name];
    return (
      <FormField id={id} label={label} hint={hint} error={error}>
        <input
          id={id}
          name={name}
          value={values[name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            // A new pickup time asks again which pass of a repeated hour is meant (decision 240).
            if (name === 'when') setWhenPass(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClass}
          {...input}
        />
      </FormField>
    );
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-3 grid gap-4">
      <p className="text-sm text-stone-300">{t('manageChange.intro')}</p>
      {field('when', t('manageChange.when'), { type: 'datetime-local' })}
      <RepeatedHourChoice
        id="change-whenPass"
        {...wallTimeOfLocal(values.when)}
        value={whenPass}
        onChange={(pass) => {
          setWhenPass(pass);
          setErrors(({ whenPass: _chosen, ...others }) => others);
        }}
        invalid={Boolean(errors.whenPass)}
      />
      <div className="grid grid-cols-2 gap-4">
        {field('passengers', t('manageChange.passengers'), {
          type: 'number',
          min: 1,
          max: maxPassengers,
          inputMode: 'numeric',
        })}
        {field('luggage', t('manageChange.luggage'), {
          type: 'number',
          min: 0,
          max: maxLuggage,
          inputMode: 'numeric',
        })}
      </div>
      {field(
        'flight',
        t('manageChange.flight'),
        { maxLength: 12, autoCapitalize: 'characters' },
        t('manageChange.flightHint'),
      )}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-300">
          {errors.form}
        </p>
      ) : null}
      <div>
        <BusyButton type="submit" busy={send.isPending} className="btn-gold aria-disabled:opacity-50">
          {send.isPending ? t('manageChange.sending') : t('manageChange.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
