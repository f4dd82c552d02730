import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingRequestSchema, CUSTOMER_NAME_MAX, PHONE_MAX, type ManageBooking } from '@chauffeur/contracts';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { ApiError, useErrorMessage } from '../../../lib/api';
import { useFocusFirstInvalid } from '../../../lib/useFocusFirstInvalid';
import { useCorrectContact } from '../api/manage-api';
import { SectionNotice, type SectionNoticeText } from './SectionNotice';
import { describedBy, FormField } from './FormField';

type Field = 'name' | 'phone';
type Errors = Partial<Record<Field, string>>;
/** `why`: the notice says why the server refused (its own reason), which nothing said later replaces. */
type Notice = (SectionNoticeText & { why?: boolean }) | null;

/** The server's rules for the two fields (the wizard's step 3): the form says them before sending. */
const rules = bookingRequestSchema.shape;
const FIELD_OF: Record<string, Field> = { 'body.name': 'name', 'body.phone': 'phone' };
/** As the server allows (contracts): a longer value cannot be typed. */
const MAX_LENGTH: Record<Field, number> = { name: CUSTOMER_NAME_MAX, phone: PHONE_MAX };

type Problem = `contact.${Field}${'Required' | 'Format'}`;
/** Why a value would be refused, in the wizard's step 3 words (the page's texts), or null. */
function problemOf(field: Field, value: string): Problem | null {
  if (!value.trim()) return `contact.${field}Required`;
  const schema = field === 'name' ? rules.emergency_contact_name : rules.emergency_contact_phone;
  return schema.safeParse(value).success ? null : `contact.${field}Format`;
}

const inputClass =
  'mt-1 min-h-11 w-full rounded-sm border border-white/15 bg-ink-950 px-3 py-2 text-base text-ivory focus:border-gold-400 aria-[invalid=true]:border-red-400';

/**
 * Decision 340: the customer's name and phone as the booking has them (the number the chauffeur calls), and
 * while the ride is ahead a small form to correct them (never the e-mail: it is who the customer is). The
 * server decides again; a 409 (changed meanwhile, or the ride no longer ahead) reads the booking again and
 * says why. The focus goes where the customer must look: the first field on opening, the first invalid
 * one after a refused save, the notice after a save, the button again when the form is closed.
 */
export function ContactSection({ token, booking }: { token: string; booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) openRef.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  // The form is open and the booking as read again (after a 409, or by the page's refresh every minute)
  // can no longer be corrected online (cancelled, under way, its pickup passed): the form goes, and the
  // notice says so and takes the focus, rather than asking to "save again" with nothing left to save, or
  // leaving the focus on <body> with the field that held it. Taken while rendering that read, as the form's
  // revision is. A refusal that gave its own reason keeps it.
  if (editing && !booking.can_correct_contact) {
    setEditing(false);
    setNotice((current) =>
      current?.why
        ? current
        : { kind: 'error', text: t('contact.closed', { phone: booking.company_phone.display }) },
    );
  }

  const close = (saved: boolean) => {
    returnFocus.current = !saved;
    setEditing(false);
    if (saved) setNotice({ kind: 'ok', text: t('contact.saved') });
  };
  return (
    <section aria-labelledby="manage-contact" className="rounded-md border border-white/10 bg-ink-900 p-5">
      <h2 id="manage-contact" className="eyebrow mb-3">
        {t('contact.title')}
      </h2>
      <SectionNotice notice={notice} className="mb-3" />
      {editing && booking.can_correct_contact ? (
        <ContactForm
          token={token}
          booking={booking}
          onSaved={() => close(true)}
          onKeep={() => close(false)}
          onNotice={setNotice}
        />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="contact-details">
            <dt className="text-stone-400">{t('contact.name')}</dt>
            <dd className="text-ivory">{booking.customer.name}</dd>
            <dt className="text-stone-400">{t('contact.phone')}</dt>
            <dd className="text-ivory">{booking.customer.phone}</dd>
          </dl>
          {booking.can_correct_contact ? (
            <button
              ref={openRef}
              type="button"
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
              className="btn-outline mt-4 min-h-11"
            >
              {t('contact.correct')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ContactForm({
  token,
  booking,
  onSaved,
  onKeep,
  onNotice,
}: {
  token: string;
  booking: ManageBooking;
  onSaved: () => void;
  onKeep: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('manage');
  const errorMessage = useErrorMessage();
  const correct = useCorrectContact(token);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: booking.customer.name,
    phone: booking.customer.phone,
  }));
  const [errors, setErrors] = useState<Errors>({});
  // The revision the customer saw when opening the form (a change meanwhile is a 409, not overwritten);
  // once told of one, the revision of the booking as the page read it again after it, and only that one:
  // the page's later refreshes (every minute) must not make a save overwrite a change nobody was told of.
  const [opened, setOpened] = useState(booking.revision);
  // The contact the fields were filled from, at that revision.
  const [filledFrom, setFilledFrom] = useState(booking.customer);
  const [staleAt, setStaleAt] = useState<number | null>(null);
  // Taken while rendering the read that follows the 409 (React's pattern for state following a prop). A
  // field the customer left as it was filled takes the value read again: kept, the old value would be
  // saved next and undo the change the 409 was about (an operator's new number), which the notice says
  // was loaded. What they typed stays theirs.
  if (staleAt !== null && booking.revision !== staleAt) {
    setOpened(booking.revision);
    setFilledFrom(booking.customer);
    setValues((typed) => ({
      name: typed.name === filledFrom.name ? booking.customer.name : typed.name,
      phone: typed.phone === filledFrom.phone ? booking.customer.phone : typed.phone,
    }));
    setStaleAt(null);
  }
  const revision = opened;
  const [refused, setRefused] = useState<object>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refused);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const refuse = (next: Errors) => {
    setErrors(next);
    setRefused(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNotice(null);
    const next: Errors = {};
    for (const field of ['name', 'phone'] as const) {
      const problem = problemOf(field, values[field]);
      if (problem) next[field] = t(problem);
    }
    if (Object.keys(next).length > 0) return refuse(next);
    setErrors({});
    const unchanged =
      values.name.trim() === booking.customer.name && values.phone.trim() === booking.customer.phone;
    if (unchanged) return onKeep();
    correct.mutate(
      { name: values.name.trim(), phone: values.phone.trim(), revision },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const fields: Errors = {};
          for (const { field } of error instanceof ApiError ? error.fieldErrors : []) {
            const name = FIELD_OF[field];
            // The server's field sentences are English: the page says them in its language.
            if (name) fields[name] = t(`contact.${name}Format`);
          }
          if (Object.keys(fields).length > 0) return refuse(fields);
          const conflict = error instanceof ApiError && error.status === 409;
          const stale = conflict && error.problem?.code === 'changed_by_someone_else';
          if (stale) setStaleAt(revision);
          onNotice({
            kind: 'error',
            text: !conflict
              ? t('contact.failed', { phone: booking.company_phone.display })
              : stale
                ? t('contact.stale')
                : t('contact.refused', { detail: errorMessage(error) }),
            why: conflict && !stale,
          });
        },
      },
    );
  };
  const field = (name: Field, input: { type: string; autoComplete: string; inputMode?: 'tel' }) => {
    const id = `contact-${name}`;
    const error = errors[name];
    return (
      <FormField id={id} label={t(`contact.${name}`)} error={error}>
        <input
          ref={name === 'name' ? first : undefined}
          id={id}
          name={name}
          required
          maxLength={MAX_LENGTH[name]}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className={inputClass}
          {...input}
        />
      </FormField>
    );
  };
  return (
    // Escape from either field closes the form unchanged, as "Keep them as they are" does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onKeep()}
      aria-labelledby="manage-contact"
      className="grid gap-4"
    >
      <p className="text-sm text-stone-300">{t('contact.intro')}</p>
      {field('name', { type: 'text', autoComplete: 'name' })}
      {field('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      <div className="flex flex-col gap-3 sm:flex-row">
        <BusyButton
          type="submit"
          busy={correct.isPending}
          className="btn-gold min-h-11 aria-disabled:opacity-50"
        >
          {correct.isPending ? t('contact.saving') : t('contact.save')}
        </BusyButton>
        <button type="button" onClick={onKeep} className="btn-outline min-h-11">
          {t('contact.keep')}
        </button>
      </div>
    </form>
  );
}
