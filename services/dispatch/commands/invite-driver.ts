import type { Chauffeur, ChauffeurSaved } from '@chauffeur/contracts';
import { DomainError, type CommandContext } from '@chauffeur/platform';
import { inviteStaff } from '../../accounts/index';
import type { DispatchDeps } from '../module';

/** The driver invitation's refusal the chauffeur's answer carries. */
export type InvitationRefused = NonNullable<ChauffeurSaved['invitation_refused']>;

/**
 * Invites the chauffeur's `driver` account by e-mail: a set-password link (decision 152; embedded, the
 * mail is in DATA_DIR/outbox). Called after a chauffeur is added, and after an edit that changes their
 * e-mail. An address that already has an account with a password is not invited again (the accounts
 * module answers 409): the chauffeur is saved all the same and that account keeps its role, which an admin
 * changes on the Staff page (decision 159). Answers the one refusal the admin is told of, with the
 * chauffeur saved: another account was taking the address at that moment (decision 324), so nobody was
 * invited and who holds it is not known yet.
 */
export async function inviteDriverAccount(
  deps: DispatchDeps,
  chauffeur: Pick<Chauffeur, 'id' | 'name' | 'email'>,
  context: CommandContext,
  /** The account its address was claimed for before the chauffeur was saved (`takeChauffeurAddress`). */
  claimed?: string,
): Promise<InvitationRefused | undefined> {
  try {
    await inviteStaff(
      deps,
      { email: chauffeur.email, name: chauffeur.name, role: 'driver', chauffeur: true },
      context,
      claimed,
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    if (error.details.coded?.code !== 'invitation_address_being_taken') return undefined;
    return { code: 'invitation_address_being_taken', detail: error.message };
  }
}
