import type { MailReaction } from '@chauffeur/platform';
import { accountMailReaction } from '../../accounts/index';
import { bookingMailReaction } from '../../bookings/index';

/** Every module's e-mail reactions, handed to the one mail reactor. New reactions register here. */
export const allMailReactions: readonly MailReaction[] = [bookingMailReaction, accountMailReaction];
