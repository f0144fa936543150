import type { CreateEventInput } from '@partyreel/shared/events/event-input';
import type { EventView } from '@partyreel/shared/events/event-view';
import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, createAccount, uniqueEmail } from './accounts.ts';
import { listTemplates, sceneTemplate } from './invitation-templates.ts';

/** A host's event as made through the API, with the addresses its guests open. */
export interface HostedEvent {
  host: Account;
  event: EventView;
  /** The share link: /invite/{code}. */
  shareLinkPath: string;
  /** Each guest's personal invitation, by name: /invite/{uniqueCode}?id={invitationId}. */
  guests: { name: string; code: string; invitationId: string; path: string }[];
}

/** The app's own origin: the server accepts a browser-style write only from it. */
function origin(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set (global-setup starts the app)');
  return new URL(base).origin;
}

async function trpcMutation<T>(
  request: APIRequestContext,
  path: string,
  input: unknown,
): Promise<T> {
  const response = await request.post(`/trpc/${path}`, {
    data: input,
    headers: { origin: origin() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A locked event with no location or description, made with the cookies of `request`. */
export async function createLockedEvent(
  request: APIRequestContext,
  title: string,
  overrides: Partial<CreateEventInput> = {},
): Promise<string> {
  const template = sceneTemplate(await listTemplates(request), 'poster');
  const { eventId } = await trpcMutation<{ eventId: string }>(request, 'events.create', {
    title,
    eventDate: '2031-08-08',
    startTime: '18:00',
    templateId: template.id,
    recipients: [],
    ...overrides,
  } satisfies CreateEventInput);
  return eventId;
}

/** events.byId with the host's cookies (those of `request`). */
export function eventById(request: APIRequestContext, eventId: string): Promise<EventView> {
  return trpcQuery<EventView>(request, 'events.byId', { eventId });
}

/**
 * Pays for the event the way a host does on this build: payments.createCheckout with the host's
 * cookies, then Pay on the dev checkout page, which delivers the signed webhook that unlocks it;
 * resolves once the event is unlocked.
 */
export async function unlockEvent(request: APIRequestContext, eventId: string) {
  const checkout = await trpcMutation<{ sessionId: string; url: string }>(
    request,
    'payments.createCheckout',
    { eventId },
  );
  const response = await request.post(`/dev/checkout/${checkout.sessionId}/pay`, {
    form: { promo: '' },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  // As with Stripe, the webhook that unlocks arrives a moment after the browser is sent back.
  await expect
    .poll(async () => (await eventById(request, eventId)).counts.unlocked, { timeout: 10_000 })
    .toBe(true);
}

/**
 * Signs a new host up (with the cookies of `request`, a context of its own), creates an event with
 * a scene template and the given guests through events.create, unlocks it, and reads back the
 * share link and each guest's code.
 */
export async function createHostedEvent(
  request: APIRequestContext,
  tag: string,
  {
    guestNames = ['Ava Lee'],
    event: overrides = {},
  }: { guestNames?: string[]; event?: Partial<CreateEventInput> } = {},
): Promise<HostedEvent> {
  const host = await createAccount(request, tag);
  const template = sceneTemplate(await listTemplates(request), 'poster');
  const input: CreateEventInput = {
    title: `Party ${tag} ${Date.now().toString(36)}`,
    location: '12 Main St, Springfield',
    eventDate: '2030-03-14',
    startTime: '19:00',
    endTime: '21:30',
    timeZone: 'America/New_York',
    templateId: template.id,
    recipients: guestNames.map((name) => ({ name, email: uniqueEmail('guest') })),
    ...overrides,
  };
  const { eventId } = await trpcMutation<{ eventId: string }>(request, 'events.create', input);
  await unlockEvent(request, eventId);
  const event = await eventById(request, eventId);
  expect(event.counts.unlocked).toBe(true);
  return {
    host,
    event,
    shareLinkPath: `/invite/${event.counts.link.code}`,
    guests: event.guests.map((guest) => ({
      name: guest.name,
      code: guest.uniqueCode ?? '',
      invitationId: guest.id,
      path: `/invite/${guest.uniqueCode}?id=${guest.id}`,
    })),
  };
}
