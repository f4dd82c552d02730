import { randomUUID } from 'node:crypto';
import { systemActor } from '@chauffeur/contracts';
import type { CommandContext } from '@chauffeur/platform';
import type { Accounts } from '../../../accounts/index';
import { passwordProblem } from '../../../accounts/index';

/** What a command prints and how the process ends: 0 done (or nothing to do), 1 refused. */
export interface CommandResult {
  code: 0 | 1;
  message: string;
}

/** Events of the CLI carry a system actor: the log shows the operator did it on the server, not a user. */
const cliContext = (): CommandContext => ({
  actor: systemActor('admin-cli'),
  requestId: `admin-cli-${randomUUID()}`,
});

/** `promote <email>`: the operator makes an existing account administrator, on purpose. */
export async function promote(accounts: Accounts, email: string): Promise<CommandResult> {
  const account = await accounts.findByEmail(email);
  if (!account) return { code: 1, message: `No account has the address ${email}.` };
  if (account.role === 'admin') return { code: 0, message: `${account.email} is already an administrator.` };
  await accounts.changeRole(account.id, 'admin', cliContext());
  return {
    code: 0,
    message:
      `${account.email} is now an administrator (its next token refresh carries the role; ` +
      'the customers list shows it once the server has caught up with the log).',
  };
}

/** `reset-password <email>`: a new password; every session the account had ends (PasswordChanged). */
export async function resetPassword(
  accounts: Accounts,
  email: string,
  password: string,
): Promise<CommandResult> {
  const problem = passwordProblem(password);
  if (problem) return { code: 1, message: `Password refused: ${problem}` };
  const account = await accounts.findByEmail(email);
  if (!account) return { code: 1, message: `No account has the address ${email}.` };
  await accounts.changePassword(account.id, password, cliContext());
  return {
    code: 0,
    message: `The password of ${account.email} was changed; every session it had is ended.`,
  };
}
