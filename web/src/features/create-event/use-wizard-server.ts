import type { ReminderAll, ReminderNoResponse } from '@partyreel/shared/events/event-input';
import { messages } from '@partyreel/shared/messages';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { trpcClient } from '../../lib/trpc.ts';
import { replaceSession } from '../auth/session.ts';
import { buildCreateInput, buildUpdateInput } from './event-input.ts';
import { unsavedRecipients, type WizardDraft } from './wizard-draft.ts';
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
 * (SPEC.md §8): create, save, add guests, reminders, and the registration step's sign-up and log-in.
 */
export function useWizardServer() {
  const context = useRouteContext({ from: '__root__' });
  return useMemo(() => {
    const invalidateEvent = (eventId: string) =>
      context.queryClient.invalidateQueries({
        queryKey: context.trpc.events.byId.queryKey({ eventId }),
      });

    return {
      /** The review step: creates the event with its guests; returns its id. */
      async create(draft: WizardDraft): Promise<Outcome<{ eventId: string; savedKeys: string[] }>> {
        const built = buildCreateInput(draft);
        if (!built.ok) return built;
        const savedKeys = draft.recipients.map((r) => r.key);
        return attempt(async () => {
          const { eventId } = await trpcClient.events.create.mutate(built.input);
          return { eventId, savedKeys };
        }, messages.wizard.createFailed);
      },

      /**
       * Sends every detail and the guests the server lacks (edit mode's Save, or the review step
       * again after the event exists). `fallback` is the step's own failure message.
       */
      async update(
        draft: WizardDraft,
        eventId: string,
        fallback: string = messages.wizard.saveFailed,
      ): Promise<Outcome<{ savedKeys: string[] }>> {
        const built = buildUpdateInput(draft, eventId);
        if (!built.ok) return built;
        const savedKeys = unsavedRecipients(draft).map((r) => r.key);
        const outcome = await attempt(() => trpcClient.events.update.mutate(built.input), fallback);
        if (!outcome.ok) return outcome;
        await invalidateEvent(eventId);
        return { ok: true, value: { savedKeys } };
      },

      /**
       * Whether the event still needs unlocking (the unlock modal's question after creating). Also
       * fills the send step's cache. A failed look-up answers false: the send step asks again.
       */
      async isLocked(eventId: string): Promise<boolean> {
        try {
          const event = await context.queryClient.fetchQuery(
            context.trpc.events.byId.queryOptions({ eventId }),
          );
          return !event.unlocked;
        } catch {
          return false;
        }
      },

      async setReminders(
        eventId: string,
        reminders: { reminderNoResponse: ReminderNoResponse; reminderAll: ReminderAll },
      ): Promise<Outcome> {
        const outcome = await attempt(
          () => trpcClient.events.setReminders.mutate({ eventId, ...reminders }),
          messages.wizard.remindersFailed,
        );
        if (!outcome.ok) return outcome;
        await invalidateEvent(eventId);
        return { ok: true, value: undefined };
      },

      /** Turns the anonymous session into an account (its events stay with it). */
      async signUp(input: { displayName: string; email: string; password: string }) {
        await replaceSession(context, await trpcClient.auth.register.mutate(input));
      },

      /** Signs in to an existing account; the server moves this session's events to it. */
      async logIn(input: { email: string; password: string }) {
        await replaceSession(context, await trpcClient.auth.login.mutate(input));
      },
    };
  }, [context]);
}
