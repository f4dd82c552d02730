import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema, type ContactMessage } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { randomKey } from '../../../lib/randomKey';
import { toast } from '../../../lib/toast';
import { useSendMessage } from '../api/useSendMessage';
import { FormField } from './FormField';
import { focusField } from '../../../lib/focusField';

type Field = keyof ContactMessage;
const FIELDS: Field[] = ['name', 'email', 'phone', 'message'];
const EMPTY: ContactMessage = { name: '', email: '', phone: '', message: '' };

/** The fields a validation failure names, from the contract's checks or the server's problem (`body.email`). */
function invalidFields(values: ContactMessage): Set<Field> {
  const result = contactMessageSchema.safeParse(values);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0] as Field));
}

const newKey = randomKey;

/**
 * The contact form (SPEC 5): every field required, email well-formed; idle or sending; on success the
 * fields are cleared and 'Message sent successfully!' is shown, on failure SPEC 8's text.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<Set<Field>>(new Set());
  // One key per message: a retry after a lost answer cannot send it twice; an edit makes it a new one.
  const key = useRef(newKey());
  const form = useRef<HTMLFormElement>(null);

  const focusFirst = (fields: Set<Field>) => {
    const first = FIELDS.find((field) => fields.has(field));
    if (first) focusField(form.current?.querySelector<HTMLElement>(`[name="${first}"]`));
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    key.current = newKey();
    if (errors.has(field)) setErrors((current) => new Set([...current].filter((f) => f !== field)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return; // the button stays focusable while sending (below): one message at a time
    const invalid = invalidFields(values);
    setErrors(invalid);
    if (invalid.size > 0) {
      focusFirst(invalid);
      return;
    }
    send.mutate(
      { message: contactMessageSchema.parse(values), key: key.current },
      {
        onSuccess: () => {
          setValues(EMPTY);
          key.current = newKey();
          toast.success(t('contact.success'));
        },
        onError: (error) => {
          const named =
            error instanceof ApiError
              ? new Set(
                  error.fieldErrors
                    .map((e) => e.field.replace(/^body\./, '') as Field)
                    .filter((field) => FIELDS.includes(field)),
                )
              : new Set<Field>();
          setErrors(named);
          focusFirst(named);
          // The per-address limit of public writes (issue 13) gets its own, kinder message.
          const limited = error instanceof ApiError && error.status === 429;
          toast.error(t(limited ? 'contact.tooManyRequests' : 'contact.failure'));
        },
      },
    );
  };

  const field = (name: Field, props: { type?: string; autoComplete?: string; multiline?: boolean }) => (
    <FormField
      name={name}
      label={t(`contact.${name}`)}
      requiredLabel={t('contact.required')}
      value={values[name]}
      onChange={(value) => change(name, value)}
      error={errors.has(name) ? t(`contact.invalid.${name}`) : null}
      {...props}
    />
  );

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={send.isPending}
      className="grid gap-5 sm:grid-cols-2"
    >
      {field('name', { autoComplete: 'name' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      <div className="sm:col-span-2">{field('phone', { type: 'tel', autoComplete: 'tel' })}</div>
      <div className="sm:col-span-2">{field('message', { multiline: true })}</div>
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page's top, and a keyboard
            user who sent with Enter then started over from the header (a tour found it). */}
        <button
          type="submit"
          aria-disabled={send.isPending}
          className="btn-gold w-full aria-disabled:opacity-70 sm:w-auto"
        >
          {t(send.isPending ? 'contact.sending' : 'contact.send')}
        </button>
      </div>
    </form>
  );
}
