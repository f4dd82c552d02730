import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createEventStore } from '@chauffeur/eventstore';
import { ConfigError, loadConfig } from '../config';
import { eventCatalogue } from '../event-catalogue';
import { Accounts } from '../../../accounts/index';
import { createPasswordHasher } from '../../../accounts/index';
import { promote, resetPassword, type CommandResult } from './admin-commands';
import { readNewPassword } from './read-password';

const USAGE = `Usage: npm run admin -- <command> <email>

Commands (run on purpose by the operator, with the server's DATA_DIR / EVENT_STORE settings;
the server may be running or stopped):
  promote <email>          make the existing account with this address an administrator
  reset-password <email>   set a new password (from ADMIN_PASSWORD, a prompt, or the first line of
                           standard input); every session of the account ends`;

/**
 * `npm run admin`: the operator's way to settle who the admin is (issue 13), instead of the server
 * promoting whatever account has ADMIN_EMAIL. It appends to the same log as the server; SQLite's WAL and
 * busy timeout let it write while the server runs, and the server's read models take the events from the
 * log like any other.
 */
async function main(argv: string[]): Promise<number> {
  const [command, email, ...extra] = argv;
  if (!command || !email || extra.length > 0 || !['promote', 'reset-password'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  let config;
  try {
    // ADMIN_PASSWORD is this command's input here (checked by reset-password), not the server's setting.
    config = loadConfig({ ...process.env, ADMIN_PASSWORD: undefined });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (config.eventStore.kind === 'sqlite') {
    // A mistyped DATA_DIR must not get a new, empty log (which a later start could take for a fresh install).
    const log = join(config.eventStore.dataDir, 'events.sqlite');
    if (!existsSync(log)) {
      console.error(`No event log at ${log}: set DATA_DIR to the server's data folder.`);
      return 1;
    }
  }
  const password = command === 'reset-password' ? await readNewPassword(process) : '';
  const eventStore = await createEventStore(config.eventStore, eventCatalogue);
  try {
    const accounts = new Accounts(eventStore, createPasswordHasher(), {
      now: () => new Date(),
      newId: randomUUID,
    });
    const result: CommandResult =
      command === 'promote' ? await promote(accounts, email) : await resetPassword(accounts, email, password);
    (result.code === 0 ? console.log : console.error)(result.message);
    return result.code;
  } finally {
    await eventStore.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('admin command failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
