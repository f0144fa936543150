import { z } from 'zod';
import { ANSWERS } from '../events/event-view.ts';
import { questionAnswersInput } from '../events/guest-questions-input.ts';
import { EMAIL_SHAPE } from '../format/email-shape.ts';
import { messages } from '../messages.ts';
import { EMAIL_MAX_LENGTH } from '../waitlist.ts';
import type { InviteLoadInput, InviteRespondInput, InviteViewInput } from './invite-types.ts';
import {
  INVITE_VIEW_STAGES,
  MAX_ANSWER_NOTE,
  MAX_LINK_GUEST_NAME,
  MAX_PEOPLE_PER_ANSWER,
} from './invite-types.ts';

/**
 * Zod inputs of the guest-facing procedures (invite.load, invite.view, invite.respond). A code or id
 * of the wrong shape is not a typing mistake a guest can fix: the server answers it like an unknown
 * one ('Invitation not found'), so these schemas only bound sizes.
 */
const code = z
  .string({ error: messages.guest.notFound })
  .trim()
  .min(1, messages.guest.notFound)
  .max(64, messages.guest.notFound);

const invitationId = z
  .string({ error: messages.guest.notFound })
  .trim()
  .max(64, messages.guest.notFound)
  .optional()
  .transform((id) => id || undefined);

export const inviteLoadInput = z.object(
  { code, invitationId },
  { error: messages.guest.noInvitationId },
) satisfies z.ZodType<unknown, InviteLoadInput>;

export const inviteViewInput = z.object(
  {
    code,
    invitationId,
    stage: z.enum(INVITE_VIEW_STAGES, { error: messages.guest.invalidState }).optional(),
  },
  { error: messages.guest.noInvitationId },
) satisfies z.ZodType<unknown, InviteViewInput>;

export const inviteRespondInput = z
  .object(
    {
      code,
      invitationId,
      response: z.enum(ANSWERS, { error: messages.guest.invalidState }),
      peopleCount: z
        .number({ error: messages.guest.peopleCountInvalid })
        .int(messages.guest.peopleCountInvalid)
        .min(0, messages.guest.peopleCountInvalid)
        .max(MAX_PEOPLE_PER_ANSWER, messages.guest.peopleCountInvalid),
      note: z
        .string({ error: messages.guest.invalidState })
        .trim()
        .max(MAX_ANSWER_NOTE, messages.guest.noteTooLong)
        .optional()
        .transform((note) => note || null),
      // Required of a share-link guest only, which the code alone tells: the server checks it.
      name: z
        .string({ error: messages.guest.nameRequired })
        .trim()
        .max(MAX_LINK_GUEST_NAME, messages.guest.nameTooLong)
        .optional()
        .transform((name) => name || null),
      email: z
        .string({ error: messages.guest.emailInvalid })
        .trim()
        .max(EMAIL_MAX_LENGTH, messages.guest.emailInvalid)
        .refine((email) => email === '' || EMAIL_SHAPE.test(email), messages.guest.emailInvalid)
        .optional()
        .transform((email) => email?.toLowerCase() || null),
      questionAnswers: questionAnswersInput.optional(),
    },
    { error: messages.guest.invalidState },
  )
  .refine((answer) => answer.response === 'declined' || answer.peopleCount >= 1, {
    message: messages.guest.peopleCountInvalid,
    path: ['peopleCount'],
  })
  // A decline brings no one: its head count is 0 whatever the form held.
  .transform((answer) =>
    answer.response === 'declined' ? { ...answer, peopleCount: 0 } : answer,
  ) satisfies z.ZodType<unknown, InviteRespondInput>;

export type InviteRespondAnswer = z.output<typeof inviteRespondInput>;
