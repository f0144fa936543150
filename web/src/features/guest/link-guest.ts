import { EMAIL_SHAPE } from '@partyreel/shared/format/email-shape';
import { type LinkGuest, MAX_LINK_GUEST_NAME } from '@partyreel/shared/invite/invite-types';
import { guestMessages } from '@partyreel/shared/messages/guest';

/** What a share-link guest typed about themselves, as typed. */
export interface LinkGuestDraft {
  name: string;
  email: string;
}

export type LinkGuestCheck =
  | { ok: true; guest: LinkGuest }
  | { ok: false; field: keyof LinkGuestDraft; message: string };

/**
 * A share-link guest's first name (required, at most MAX_LINK_GUEST_NAME characters) and e-mail
 * (optional; an address's shape when given), as the server checks them (docs/decisions/059): the
 * first field that is wrong, with its catalogue message.
 */
export function checkLinkGuest(draft: LinkGuestDraft): LinkGuestCheck {
  const name = draft.name.trim();
  const email = draft.email.trim().toLowerCase();
  if (!name) return { ok: false, field: 'name', message: guestMessages.nameRequired };
  if (name.length > MAX_LINK_GUEST_NAME)
    return { ok: false, field: 'name', message: guestMessages.nameTooLong };
  if (email && !EMAIL_SHAPE.test(email))
    return { ok: false, field: 'email', message: guestMessages.emailInvalid };
  return { ok: true, guest: { name, email: email || null } };
}
