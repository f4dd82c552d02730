import { useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '../../../components/confirm/BusyButton';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CHAUFFEUR_LANGUAGES,
  chauffeurFieldsSchema,
  chauffeurSavedSchema,
  chauffeurStream,
  type Chauffeur,
} from '@chauffeur/contracts';
import { ConfirmQuestion, useConfirmStep } from '../../../components/confirm/ConfirmStep';
import { useErrorMessage, useProblemMessage } from '../../../lib/api';
import { useFieldErrorMessage } from '../../../i18n/field-problem-text';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { adminPath } from '../../../lib/paths';
import { adminCommand } from '../api/admin-client';
import { adminKeys } from '../api/keys';
import { useAdminChauffeur } from '../api/queries';
import { refreshAfterCommand } from '../api/read-models';
import { Field, inputClass } from '../ui/Field';
import { HistoryPanel } from '../ui/HistoryPanel';
import { isCodedRefusal, issueMessages, serverFieldMessages } from '../ui/form-errors';
import { AdminHeading, RecordLoader } from '../ui/States';
import { useFocusFirstInvalid } from '../../../lib/useFocusFirstInvalid';
import { ConflictNotice } from '../ui/ConflictNotice';
import { sameForm } from '../ui/form-drafts';
import { useRecordAtOpen } from '../ui/useRecordAtOpen';
import { languageName } from './language-names';

type Form = { name: string; phone: string; email: string; languages: string[]; active: boolean };
const EMPTY: Form = { name: '', phone: '', email: '', languages: [], active: true };
const toForm = ({ name, phone, email, languages, active }: Chauffeur): Form => ({
  name,
  phone,
  email,
  languages,
  active,
});

/** /admin/chauffeurs/new and /admin/chauffeurs/:id (issue 17). */
export function ChauffeurFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('admin');
  useDocumentTitle(t(id ? 'chauffeurs.editTitle' : 'chauffeurs.newTitle'));
  const chauffeur = useAdminChauffeur(id);
  return (
    <RecordLoader id={id} query={chauffeur} notFound={t('chauffeurs.notFound')} error={t('chauffeurs.error')}>
      {(record) => <ChauffeurForm chauffeur={record} />}
    </RecordLoader>
  );
}

export function ChauffeurForm({ chauffeur: current }: { chauffeur?: Chauffeur }) {
  const { t, i18n } = useTranslation('admin');
  const problemMessage = useErrorMessage();
  const refusalText = useProblemMessage();
  // An address a staff account holds (decision 309) is refused by its code: said beside the field in the
  // admin's language.
  const fieldMessage = useFieldErrorMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The chauffeur the form shows, and so the revision its save sends: a live refetch must not move it.
  const opened = useRecordAtOpen(current);
  const chauffeur = opened.record;
  const [form, setForm] = useState<Form>(() => (chauffeur ? toForm(chauffeur) : EMPTY));
  const reload = () => {
    opened.reload();
    setForm(current ? toForm(current) : EMPTY);
  };
  // Nothing typed yet: the form follows the chauffeur as it is now, its revision with it.
  if (opened.newer && chauffeur && sameForm(form, toForm(chauffeur))) reload();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  // Making an active chauffeur inactive takes them out of dispatch and empties their driver's page at once:
  // Save asks first, naming them, as the staff page's Deactivate does (decision 261).
  const { asking, ask, answered, cancel, initialFocusRef, triggerRef, onKeyDown } = useConfirmStep();
  const deactivating = Boolean(chauffeur?.active) && !form.active;

  const valid = () => {
    const parsed = chauffeurFieldsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error.issues, t));
      return null;
    }
    setErrors({});
    return parsed.data;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = valid();
    if (!fields) return;
    if (deactivating) ask();
    else void save(fields);
  };
  const confirmDeactivation = () => {
    answered();
    const fields = valid();
    if (fields) void save(fields);
  };

  const save = async (fields: NonNullable<ReturnType<typeof valid>>) => {
    setBusy(true);
    try {
      const result = chauffeur
        ? await adminCommand('PUT', `/chauffeurs/${chauffeur.id}`, {
            body: fields,
            revision: chauffeur.revision,
            schema: chauffeurSavedSchema,
          })
        : await adminCommand('POST', '/chauffeurs', { body: fields, schema: chauffeurSavedSchema });
      await refreshAfterCommand(client, result, 'chauffeurs');
      toast.success(t('chauffeurs.saved'));
      // Saved, but their driver account was not invited: another account was taking the address at that
      // moment (decision 324). Said by its code, in the admin's language, as the Staff page says it.
      if (result.invitation_refused) toast.error(refusalText(result.invitation_refused));
      navigate(adminPath('chauffeurs'));
    } catch (error) {
      if (opened.failed(error)) return;
      setErrors(serverFieldMessages(error, fieldMessage));
      // A refusal by its code (rides still held: decision 251) says why, in the page's language.
      toast.error(isCodedRefusal(error) ? problemMessage(error) : t('chauffeurs.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const text = (key: 'name' | 'phone' | 'email', type: string, extra: object = {}) => (
    <Field
      id={`c-${key}`}
      label={t(`chauffeurs.${key}`)}
      error={errors[key]}
      hint={key === 'email' ? t('chauffeurs.emailHint') : undefined}
    >
      <input
        id={`c-${key}`}
        name={key}
        type={type}
        required
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={
          [errors[key] ? `c-${key}-error` : '', key === 'email' ? 'c-email-hint' : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        className={inputClass}
        {...extra}
      />
    </Field>
  );
  const toggleLanguage = (code: string) =>
    setForm({
      ...form,
      languages: form.languages.includes(code)
        ? form.languages.filter((l) => l !== code)
        : [...form.languages, code],
    });

  return (
    <>
      <Link to={adminPath('chauffeurs')} className="text-sm text-gold-300 hover:underline">
        ← {t('chauffeurs.title')}
      </Link>
      <div className="mt-3">
        <AdminHeading title={t(chauffeur ? 'chauffeurs.editTitle' : 'chauffeurs.newTitle')} />
      </div>
      {opened.conflict ? (
        <div className="mb-4 max-w-2xl">
          <ConflictNotice onReload={reload} />
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="grid max-w-2xl gap-4 rounded-md border border-white/10 bg-ink-900 p-5 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">{text('name', 'text', { autoComplete: 'off' })}</div>
        {text('phone', 'tel', { inputMode: 'tel' })}
        {text('email', 'email')}
        <fieldset
          className="sm:col-span-2"
          aria-invalid={Boolean(errors.languages)}
          aria-describedby={errors.languages ? 'c-languages-error' : undefined}
        >
          <legend className="text-sm font-medium text-stone-200">{t('chauffeurs.languages')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {CHAUFFEUR_LANGUAGES.map((code) => (
              <label key={code} className="flex min-h-10 items-center gap-2 text-sm text-stone-200">
                <input
                  type="checkbox"
                  name="languages"
                  value={code}
                  checked={form.languages.includes(code)}
                  onChange={() => toggleLanguage(code)}
                  className="h-4 w-4 accent-gold-400"
                />
                {languageName(code, i18n.language)}
              </label>
            ))}
          </div>
          {errors.languages ? (
            <p id="c-languages-error" className="mt-1 text-xs text-red-300">
              {errors.languages}
            </p>
          ) : null}
        </fieldset>
        <div className="sm:col-span-2">
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-200">
            <input
              type="checkbox"
              name="active"
              checked={form.active}
              onChange={(e) => setForm({ ...form, active: e.target.checked })}
              aria-describedby="c-active-hint"
              className="h-4 w-4 accent-gold-400"
            />
            {t('chauffeurs.active')}
          </label>
          <p id="c-active-hint" className="text-xs text-stone-400">
            {t('chauffeurs.activeHint')}
          </p>
        </div>
        <div className="sm:col-span-2">
          {asking && deactivating && chauffeur ? (
            <ConfirmQuestion
              look="form"
              question={t('chauffeurs.deactivateConfirm', { name: chauffeur.name })}
              confirmLabel={t('chauffeurs.yesDeactivate')}
              cancelLabel={t('common.cancel')}
              onConfirm={confirmDeactivation}
              onCancel={cancel}
              {...{ initialFocusRef, onKeyDown }}
            />
          ) : (
            <BusyButton
              ref={triggerRef}
              type="submit"
              busy={busy}
              className="btn-gold aria-disabled:opacity-50"
            >
              {busy ? t('common.saving') : t('common.save')}
            </BusyButton>
          )}
        </div>
      </form>
      {chauffeur ? (
        <HistoryPanel stream={chauffeurStream(chauffeur.id)} under={adminKeys.chauffeurs} />
      ) : null}
    </>
  );
}
