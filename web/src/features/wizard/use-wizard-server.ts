import type { ReminderAll, ReminderNoResponse } from '@partyreel/shared/events/reminder-schedule';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';
import { announceDroppedUploads, splitSignedIn } from '../auth/dropped-uploads.ts';
import { replaceSession } from '../auth/session.ts';
import { useGooglePopupSignIn } from '../auth/use-google-sign-in.ts';
import { unsavedRecipients, type WizardDraft } from './draft/wizard-draft.ts';
import { buildCreateInput, buildUpdateInput } from './event-input.ts';
import { wizardErrorMessage } from './wizard-errors.ts';

export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, message: wizardErrorMessage(error, fallback) };
  }
}

/**
 * The wizards' calls to the server, each answering with what happened in words the host can read
 * (docs/product.md, Limits and validation): create, save, add guests, reminders, and the
 * registration step's sign-up and log-in.
 */
export function useWizardServer() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync: createEvent } = useMutation(trpc.events.create.mutationOptions());
  const { mutateAsync: updateEvent } = useMutation(trpc.events.update.mutationOptions());
  const { mutateAsync: saveReminders } = useMutation(trpc.events.setReminders.mutationOptions());
  const { mutateAsync: register } = useMutation(trpc.auth.register.mutationOptions());
  const { mutateAsync: login } = useMutation(trpc.auth.login.mutationOptions());
  const googlePopup = useGooglePopupSignIn();
  return useMemo(() => {
    const invalidateEvent = (eventId: string) =>
      queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });

    return {
      /** The review step: creates the event with its guests; returns its id. */
      async create(draft: WizardDraft): Promise<Outcome<{ eventId: string; savedKeys: string[] }>> {
        const built = buildCreateInput(draft);
        if (!built.ok) return built;
        const savedKeys = draft.recipients.map((r) => r.key);
        return attempt(async () => {
          const { eventId } = await createEvent(built.input);
          return { eventId, savedKeys };
        }, messages.wizard.createFailed);
      },

      /**
       * Sends every detail and the guests the server lacks (edit mode's Save, or the review step
       * again after the event exists). `fallback` is the step's own failure message. A guest the
       * event has already (same e-mail or phone) is not added again: the host is told in a toast,
       * which stays with them on the page they go to next (docs/decisions/036).
       */
      async update(
        draft: WizardDraft,
        eventId: string,
        fallback: string = messages.wizard.saveFailed,
      ): Promise<Outcome<{ savedKeys: string[] }>> {
        const built = buildUpdateInput(draft, eventId);
        if (!built.ok) return built;
        const savedKeys = unsavedRecipients(draft).map((r) => r.key);
        const outcome = await attempt(() => updateEvent(built.input), fallback);
        if (!outcome.ok) return outcome;
        const [one, ...more] = outcome.value.alreadyInvited;
        if (one)
          toast(
            more.length === 0
              ? messages.guests.alreadyOnList(one.name, one.guestName)
              : messages.guests.alreadyOnListMany(more.length + 1),
          );
        await invalidateEvent(eventId);
        return { ok: true, value: { savedKeys } };
      },

      /**
       * Whether the event still needs unlocking (the unlock modal's question after creating). Also
       * fills the send step's cache. A failed look-up answers false: the send step asks again.
       */
      async isLocked(eventId: string): Promise<boolean> {
        try {
          const event = await queryClient.fetchQuery(trpc.events.byId.queryOptions({ eventId }));
          return !event.counts.unlocked;
        } catch {
          return false;
        }
      },

      async setReminders(
        eventId: string,
        reminders: { reminderNoResponse: ReminderNoResponse; reminderAll: ReminderAll },
      ): Promise<Outcome> {
        const outcome = await attempt(
          () => saveReminders({ eventId, ...reminders }),
          messages.wizard.remindersFailed,
        );
        if (!outcome.ok) return outcome;
        await invalidateEvent(eventId);
        return { ok: true, value: undefined };
      },

      /** Turns the anonymous session into an account (its events stay with it). */
      async signUp(input: { displayName: string; email: string; password: string }) {
        await replaceSession({ queryClient, trpc }, await register(input));
      },

      /** Signs in to an existing account; the server moves this session's events to it. */
      async logIn(input: { email: string; password: string }) {
        const answer = await login(input);
        // The account's storage may have had no room for this session's uploads: say so.
        const { me, dropped } = answer ? splitSignedIn(answer) : { me: null, dropped: undefined };
        await replaceSession({ queryClient, trpc }, me);
        announceDroppedUploads(dropped);
      },

      /**
       * Google's popup, as on the sign-in page, but the wizard stays where it is: its draft (in
       * this tab's session storage) and step are kept, and the server moves this session's events
       * to the account as a log-in does (docs/decisions/041-wizard-sign-in.md).
       */
      async googleSignIn() {
        const { me, dropped } = splitSignedIn(await googlePopup());
        await replaceSession({ queryClient, trpc }, me);
        announceDroppedUploads(dropped);
      },
    };
  }, [queryClient, trpc, createEvent, updateEvent, saveReminders, register, login, googlePopup]);
}
