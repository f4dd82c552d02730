import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STAFF_ROLES, userStream, type StaffMember, type StaffRole } from '@chauffeur/contracts';
import { useErrorMessage } from '../../../lib/api';
import { BusyButton, useFocusAfterReplace } from '../../../components/confirm/BusyButton';
import { adminPath } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAuthStore } from '../../auth';
import { useAdminChauffeurs } from '../api/queries';
import { adminKeys } from '../api/keys';
import { ConfirmButton } from '../ui/ConfirmButton';
import { inputClass } from '../ui/Field';
import { HistoryPanel } from '../ui/HistoryPanel';
import { AdminHeading, EmptyState, ErrorState, LoadingState } from '../ui/States';
import { isStaleRevision } from '../ui/stale-revision';
import { useStaff, useStaffAction, type StaffAction } from './queries';
import { staffProblemOf } from './staff-text';

/**
 * /admin/staff (issue 17 point 7, admins only): who works here, with role and state; invite someone (the
 * e-mail brings a set-password link), change a role, send a link again or withdraw the invitation,
 * deactivate or reactivate. A refusal (e.g. the last active admin) shows above the list in the admin's
 * language. Chauffeurs are not invited here: the Chauffeurs page records the chauffeur and invites their
 * account (decision 255).
 */
export function StaffPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('staff.title'));
  const staff = useStaff();
  const action = useStaffAction();
  const message = useErrorMessage();
  const problem = action.isError ? staffProblemOf(action.error) : null;
  // Another admin changed this person's role since the list showed it (decision 284): said with their
  // name; the list, refreshed, shows the role as it is now.
  const asked = action.variables;
  const changedMeanwhile =
    action.isError && asked?.kind === 'role' && isStaleRevision(action.error)
      ? staff.data?.items.find((member) => member.id === asked.id)
      : undefined;
  const run = (next: StaffAction) => action.mutate(next);
  const chauffeurAddresses = useChauffeurAddresses();
  return (
    <>
      <AdminHeading title={t('staff.title')} />
      <InviteForm
        onInvite={(body, sent) => action.mutate({ kind: 'invite', body }, { onSuccess: sent })}
        pending={action.isPending}
      />
      <div aria-live="polite" className="my-4 min-h-6">
        {action.isError ? (
          <p
            role="alert"
            className="rounded-sm border border-red-400/30 bg-red-950/30 p-3 text-sm text-red-200"
          >
            {changedMeanwhile
              ? t('staff.problems.roleChangedMeanwhile', { name: changedMeanwhile.name })
              : problem
                ? t(`staff.problems.${problem}`)
                : message(action.error)}
          </p>
        ) : null}
        {action.isSuccess && action.variables?.kind === 'invite' ? (
          <p className="text-sm text-gold-200">{t('staff.invited')}</p>
        ) : null}
        {action.isSuccess && action.variables?.kind === 'withdraw' ? (
          <Withdrawn name={action.variables.name} />
        ) : null}
      </div>
      {staff.isPending ? <LoadingState /> : null}
      {staff.isError ? (
        <ErrorState title={t('staff.error')} error={staff.error} onRetry={() => void staff.refetch()} />
      ) : null}
      {staff.data?.items.length === 0 ? <EmptyState text={t('staff.none')} /> : null}
      {staff.data && staff.data.items.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {staff.data.items.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              roles={rolesFor(member, chauffeurAddresses)}
              onAction={run}
              busy={action.isPending}
              actedOn={asked !== undefined && asked.kind !== 'invite' && asked.id === member.id}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function InviteForm({
  onInvite,
  pending,
}: {
  /** `sent`: called once the invitation is sent (not when refused, e.g. an address with an account). */
  onInvite: (body: { name: string; email: string; role: StaffRole }, sent: () => void) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('admin');
  const ids = { name: useId(), email: useId(), role: useId() };
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('dispatcher');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Emptied once sent: a refused invitation keeps what the admin typed, to correct rather than retype.
    onInvite({ name: name.trim(), email: email.trim(), role }, () => {
      setName('');
      setEmail('');
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('staff.inviteTitle')}
      className="grid gap-3 rounded-md border border-white/10 bg-ink-900 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-end"
    >
      <h2 className="font-semibold text-ivory sm:col-span-2 lg:col-span-4">{t('staff.inviteTitle')}</h2>
      <div>
        <label htmlFor={ids.name} className="text-sm font-medium text-stone-200">
          {t('staff.name')}
        </label>
        <input
          id={ids.name}
          required
          maxLength={120}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={ids.email} className="text-sm font-medium text-stone-200">
          {t('staff.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={ids.role} className="text-sm font-medium text-stone-200">
          {t('staff.role')}
        </label>
        <RoleSelect id={ids.role} value={role} roles={INVITED_ROLES} onChange={setRole} />
      </div>
      <BusyButton
        type="submit"
        busy={pending}
        className="btn-gold min-h-10 px-5 text-sm aria-disabled:opacity-60"
      >
        {t('staff.invite')}
      </BusyButton>
      <p className="text-sm text-stone-300 sm:col-span-2 lg:col-span-4">
        {t('staff.chauffeursElsewhere')}{' '}
        <Link to={adminPath('newChauffeur')} className="text-gold-300 underline underline-offset-2">
          {t('chauffeurs.add')}
        </Link>
      </p>
    </form>
  );
}

/**
 * A driver account is a chauffeur's (decision 255): the invitation offers the other roles only, and a
 * person's role select offers Chauffeur only to a driver or to someone a chauffeur has the address of
 * (the server refuses the rest with a 422).
 */
const INVITED_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => role !== 'driver');

const rolesFor = (member: StaffMember, chauffeurAddresses: ReadonlySet<string>): readonly StaffRole[] =>
  member.role === 'driver' || chauffeurAddresses.has(member.email.toLowerCase())
    ? STAFF_ROLES
    : INVITED_ROLES;

/** The chauffeurs' addresses (the Chauffeurs page's list, which admins may read). */
function useChauffeurAddresses(): ReadonlySet<string> {
  const chauffeurs = useAdminChauffeurs();
  return new Set(chauffeurs.data?.map((chauffeur) => chauffeur.email.toLowerCase()));
}

function RoleSelect({
  id,
  value,
  roles,
  onChange,
  label,
  disabled,
  busy = false,
}: {
  id?: string;
  value: StaffRole;
  roles: readonly StaffRole[];
  onChange: (role: StaffRole) => void;
  label?: string;
  /** No role to change (a deactivated person). */
  disabled?: boolean;
  /** A change is being sent: not disabled, as BusyButton, so the keyboard that chose stays on it. */
  busy?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      aria-disabled={busy || undefined}
      // A choice made while busy is not sent; the select, controlled, goes on showing the role as it is.
      onChange={(e) => busy || onChange(e.target.value as StaffRole)}
      className={`${inputClass} aria-disabled:opacity-50`}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {t(`staff.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

const STATE_STYLE: Record<StaffMember['state'], string> = {
  invited: 'border-gold-400/40 text-gold-200',
  active: 'border-emerald-400/40 text-emerald-200',
  deactivated: 'border-stone-500/40 text-stone-400',
};

function MemberCard({
  member,
  roles,
  onAction,
  busy,
  actedOn,
}: {
  member: StaffMember;
  roles: readonly StaffRole[];
  onAction: (action: StaffAction) => void;
  busy: boolean;
  /** The last action sent was on this person. */
  actedOn: boolean;
}) {
  const { t } = useTranslation('admin');
  const me = useAuthStore((state) => state.session?.user.id);
  const { id } = member;
  // Deactivated, the person's Deactivate is gone and Reactivate is there (and the other way round).
  const actions = useFocusAfterReplace<HTMLDivElement>(member.state, actedOn);
  return (
    <li
      id={`staff-${id}`}
      data-staff={member.email}
      className="scroll-mt-24 rounded-md border border-white/10 bg-ink-900 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ivory">
            {member.name}
            {id === me ? <span className="ml-2 text-xs text-stone-400">{t('staff.you')}</span> : null}
          </p>
          <a
            href={`mailto:${member.email}`}
            className="text-sm break-words text-stone-300 underline-offset-2 hover:underline"
          >
            {member.email}
          </a>
        </div>
        <span className={`rounded-full border px-2.5 py-0.5 text-xs ${STATE_STYLE[member.state]}`}>
          {t(`staff.states.${member.state}`)}
        </span>
      </div>
      <div ref={actions} className="mt-3 flex flex-wrap items-center gap-2">
        <div className="w-44">
          <RoleSelect
            value={member.role}
            roles={roles}
            label={t('staff.roleOf', { name: member.name })}
            disabled={member.state === 'deactivated'}
            busy={busy}
            onChange={(role) => onAction({ kind: 'role', id, role, revision: member.role_revision })}
          />
        </div>
        {member.state === 'invited' ? (
          <BusyButton
            busy={busy}
            onClick={() => onAction({ kind: 'reinvite', id })}
            className="btn-outline min-h-10 px-4 text-xs aria-disabled:opacity-40"
          >
            {t('staff.reinvite')}
          </BusyButton>
        ) : null}
        {member.state === 'invited' ? (
          // Its link stops working for good (a new invitation is a new link): asked first, naming them.
          <ConfirmButton
            label={t('staff.withdraw')}
            question={t('staff.withdrawConfirm', { name: member.name })}
            confirmLabel={t('staff.yesWithdraw')}
            disabled={busy}
            onConfirm={() => onAction({ kind: 'withdraw', id, name: member.name })}
          />
        ) : null}
        {member.state === 'active' ? (
          // It locks the person out at once (decision 254): asked first, naming them.
          <ConfirmButton
            label={t('staff.deactivate')}
            question={t('staff.deactivateConfirm', { name: member.name })}
            confirmLabel={t('staff.yesDeactivate')}
            disabled={busy}
            onConfirm={() => onAction({ kind: 'deactivate', id })}
          />
        ) : null}
        {member.state === 'deactivated' ? (
          <BusyButton
            busy={busy}
            onClick={() => onAction({ kind: 'reactivate', id })}
            className="btn-outline min-h-10 px-4 text-xs aria-disabled:opacity-40"
          >
            {t('staff.reactivate')}
          </BusyButton>
        ) : null}
      </div>
      <MemberHistory id={id} />
    </li>
  );
}

/**
 * Said once an invitation is withdrawn. Its card went with it, and the button that asked: the keyboard,
 * dropped to the page's body, goes on from here rather than from the page's top (ConfirmStep leaves the
 * focus to an action that removes its button).
 */
function Withdrawn({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) said.current?.focus();
  }, []);
  return (
    <p ref={said} tabIndex={-1} className="text-sm text-gold-200 outline-none">
      {t('staff.withdrawn', { name })}
    </p>
  );
}

/**
 * A person's history (invited, accepted, role changed, deactivated…), folded under their card: read only
 * when opened, so the list does not ask for every person's stream at once. The activity feed's staff lines
 * link here by the card's anchor, which opens it.
 */
function MemberHistory({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(
    () => typeof window !== 'undefined' && window.location.hash === `#staff-${id}`,
  );
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="mt-3 text-sm">
      <summary className="cursor-pointer text-gold-300 hover:underline">{t('audit.title')}</summary>
      {open ? <HistoryPanel stream={userStream(id)} under={adminKeys.staff} /> : null}
    </details>
  );
}
