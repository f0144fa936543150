import { newAccount } from '../factories.ts';
import type { Outcome, Role, World } from './matrix-world.ts';

/**
 * The authorisation matrix's rows: what each caller must get from every procedure and every plain
 * HTTP route, all aimed at host A's things (authorization-matrix.test.ts asks them).
 */

interface Row {
  /** The input the caller sends (host A's things). */
  input: (w: World, role: Role) => unknown;
  expect: Record<Role, Outcome>;
}

export const all = (outcome: Outcome): Record<Role, Outcome> => ({
  visitor: outcome,
  guest: outcome,
  anonymous: outcome,
  hostB: outcome,
  hostA: outcome,
});
/** Host A's own thing: only host A. */
const ownerOnly = (others = 'NOT_FOUND'): Record<Role, Outcome> => ({
  visitor: others,
  guest: others,
  anonymous: others,
  hostB: others,
  hostA: 'ok',
});
/** Anything a registered host does for themselves: anonymous sessions and visitors are refused. */
const registered: Record<Role, Outcome> = {
  visitor: 'UNAUTHORIZED',
  guest: 'UNAUTHORIZED',
  anonymous: 'UNAUTHORIZED',
  hostB: 'ok',
  hostA: 'ok',
};
/** Host A's event, behind a session: no session at all is UNAUTHORIZED, anyone else's NOT_FOUND. */
const sessionOwnerOnly = (owner: Outcome = 'ok'): Record<Role, Outcome> => ({
  visitor: 'UNAUTHORIZED',
  guest: 'UNAUTHORIZED',
  anonymous: 'NOT_FOUND',
  hostB: 'NOT_FOUND',
  hostA: owner,
});
const personal = (w: World) => ({ code: w.invitation.uniqueCode, invitationId: w.invitation.id });

export const PROCEDURES: Record<string, Row> = {
  'auth.me': { input: () => undefined, expect: all('ok') },
  'auth.register': { input: () => newAccount('matrix-new'), expect: all('ok') },
  'auth.login': {
    input: (w) => ({ email: 'nobody@example.com', password: w.passwords.hostA }),
    expect: all('UNAUTHORIZED'),
  },
  'auth.logout': { input: () => undefined, expect: all('ok') },
  'auth.signInAnonymously': { input: () => undefined, expect: all('ok') },
  'auth.requestPasswordReset': {
    input: () => ({ email: 'nobody@example.com' }),
    expect: all('ok'),
  },
  'auth.resetPassword': {
    input: () => ({ token: 'not-a-real-token-at-all', password: 'new-password-1' }),
    expect: all('BAD_REQUEST'),
  },
  'auth.verifyEmail': {
    input: () => ({ token: 'not-a-real-token-at-all' }),
    expect: all('BAD_REQUEST'),
  },
  'auth.resendVerification': { input: () => undefined, expect: registered },
  'account.updateProfile': { input: () => ({ displayName: 'Renamed' }), expect: registered },
  'account.changePassword': {
    input: (w, role) => ({
      currentPassword: role === 'hostB' ? w.passwords.hostB : w.passwords.hostA,
      newPassword: `changed-${role}-password`,
      confirmPassword: `changed-${role}-password`,
    }),
    expect: registered,
  },
  'contacts.list': { input: () => undefined, expect: registered },
  'contacts.add': { input: () => ({ name: 'Bo', email: 'bo@example.com' }), expect: registered },
  'contacts.remove': {
    input: (w) => ({ id: w.contactId }),
    expect: { ...registered, hostB: 'NOT_FOUND', hostA: 'ok' },
  },
  'events.byId': { input: (w) => ({ eventId: w.eventId }), expect: sessionOwnerOnly() },
  'events.list': { input: () => undefined, expect: registered },
  // Anyone with a session may create (anonymous hosts too); an empty input is refused for all.
  'events.create': {
    input: () => ({}),
    expect: { ...all('BAD_REQUEST'), visitor: 'UNAUTHORIZED', guest: 'UNAUTHORIZED' },
  },
  'events.update': {
    input: (w) => ({ eventId: w.eventId, title: 'Taken over' }),
    expect: sessionOwnerOnly(),
  },
  'events.setReminders': {
    input: (w) => ({ eventId: w.eventId, reminderNoResponse: '1d', reminderAll: '' }),
    expect: sessionOwnerOnly(),
  },
  'events.live': { input: (w) => ({ eventId: w.eventId }), expect: ownerOnly() },
  'events.linkAnswers': { input: (w) => ({ eventId: w.eventId }), expect: ownerOnly() },
  'events.discardLinkAnswer': {
    input: (w) => ({ eventId: w.eventId, answerId: w.linkAnswerId }),
    expect: ownerOnly(),
  },
  // An anonymous host's dashboard lists their own events (made before signing up).
  'events.dashboard': {
    input: () => undefined,
    expect: { ...registered, anonymous: 'ok' },
  },
  'guests.send': {
    input: (w) => ({ eventId: w.eventId, type: 'resend', invitationIds: [w.invitation.id] }),
    expect: ownerOnly(),
  },
  'guests.list': { input: (w) => ({ eventId: w.eventId }), expect: ownerOnly() },
  'updates.post': {
    input: (w) => ({ eventId: w.eventId, audience: 'all', body: 'Parking is at the back.' }),
    expect: ownerOnly(),
  },
  'updates.list': { input: (w) => ({ eventId: w.eventId }), expect: ownerOnly() },
  'guests.remove': {
    input: (w) => ({ eventId: w.eventId, invitationIds: [w.invitation.id] }),
    expect: ownerOnly(),
  },
  'guests.add': {
    input: (w) => ({ eventId: w.eventId, recipients: [{ name: 'Cy', email: 'cy@example.com' }] }),
    expect: ownerOnly(),
  },
  'guests.updateContact': {
    input: (w) => ({ eventId: w.eventId, invitationId: w.invitation.id, email: 'new@example.com' }),
    expect: ownerOnly(),
  },
  'guests.setPartyLimit': {
    input: (w) => ({ eventId: w.eventId, invitationIds: [w.invitation.id], maxPeople: 3 }),
    expect: ownerOnly(),
  },
  'guests.promote': {
    input: (w) => ({ eventId: w.eventId, guestId: w.invitation.id }),
    expect: { ...ownerOnly(), hostA: 'BAD_REQUEST' },
  },
  // Host A's guest has no phone: the owner alone learns that.
  'guests.textedByHand': {
    input: (w) => ({ eventId: w.eventId, guestId: w.invitation.id }),
    expect: { ...ownerOnly(), hostA: 'BAD_REQUEST' },
  },
  'invite.load': { input: personal, expect: all('ok') },
  'invite.view': { input: personal, expect: all('ok') },
  'invite.respond': {
    input: (w) => ({ ...personal(w), response: 'accepted', peopleCount: 2 }),
    expect: all('ok'),
  },
  'payments.price': { input: () => undefined, expect: all('ok') },
  'payments.duplicates': { input: (w) => ({ eventId: w.eventId }), expect: sessionOwnerOnly() },
  // Host A's event is paid for already: the owner alone learns that.
  'payments.createCheckout': {
    input: (w) => ({ eventId: w.eventId }),
    expect: { ...ownerOnly(), hostA: 'PRECONDITION_FAILED' },
  },
  'templates.list': { input: () => undefined, expect: all('ok') },
  'templates.byId': { input: (w) => ({ id: w.templateId }), expect: all('ok') },
  'music.forTemplate': { input: (w) => ({ templateId: w.templateId }), expect: all('ok') },
  'waitlist.count': { input: () => undefined, expect: all('ok') },
  'waitlist.join': { input: () => ({ email: 'someone@example.com' }), expect: all('ok') },
  'waitlist.live': { input: () => undefined, expect: all('ok') },
};

export interface RouteRow {
  /** The address to ask (host A's things where there are any). */
  url: (w: World) => string;
  body?: string;
  /** The body's type (JSON unless given). */
  type?: string;
  expect: Record<Role, number>;
}

const status = (code: number) => all(code as unknown as Outcome) as unknown as Record<Role, number>;

/**
 * Plain HTTP routes. tRPC's own route (every method of /trpc/:path) is the procedures' matrix above;
 * the dev routes exist only outside production (checked below).
 */
export const ROUTES: Record<string, RouteRow | 'procedures'> = {
  'GET /trpc': { url: () => '/trpc', expect: status(404) },
  ...Object.fromEntries(
    ['GET', 'TRACE', 'DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY'].map((m) => [
      `${m} /trpc/:path`,
      'procedures' as const,
    ]),
  ),
  'GET /healthz': { url: () => '/healthz', expect: status(200) },
  'GET /readyz': { url: () => '/readyz', expect: status(200) },
  'GET /media/thumbnails/:file': {
    url: (w) => `/media/thumbnails/${w.templateId}.svg`,
    expect: status(200),
  },
  'GET /media/posters/:file': {
    url: (w) => `/media/posters/${w.templateId}.png`,
    expect: status(200),
  },
  'GET /media/music/:file': { url: () => '/media/music/no-such-track.wav', expect: status(404) },
  'GET *': { url: () => '/event/anything', expect: status(404) },
  'GET /api/auth/google/start': { url: () => '/api/auth/google/start', expect: status(302) },
  'GET /api/auth/google/callback': {
    url: () => '/api/auth/google/callback?state=forged&code=forged',
    expect: status(200),
  },
  'GET /api/dev/mail': { url: () => '/api/dev/mail?to=nobody@example.com', expect: status(200) },
  'POST /api/payments/webhook': {
    url: () => '/api/payments/webhook',
    body: '{}',
    expect: status(400),
  },
  // Resend's webhook: only a valid Svix signature gets in, whoever asks (docs/decisions/033).
  'POST /api/mail/webhook': {
    url: () => '/api/mail/webhook',
    body: '{}',
    expect: status(400),
  },
  // Twilio's webhooks (a reply, a delivery report): only Twilio's signature with our auth token
  // gets in, whoever asks (docs/decisions/070); the matrix's app texts through the stand-in.
  'POST /api/sms/inbound': {
    url: () => '/api/sms/inbound',
    type: 'application/x-www-form-urlencoded',
    body: 'From=%2B14155550000&Body=STOP&MessageSid=SM0',
    expect: status(403),
  },
  'POST /api/sms/status': {
    url: () => '/api/sms/status?text=00000000-0000-0000-0000-000000000000',
    type: 'application/x-www-form-urlencoded',
    body: 'MessageSid=SM0&MessageStatus=delivered',
    expect: status(403),
  },
  // The unsubscribe link: its signed token is the only credential, whoever asks
  // (docs/decisions/032); a forged one finds nothing.
  'GET /unsubscribe/:token': { url: () => '/unsubscribe/forged-token', expect: status(404) },
  'POST /unsubscribe/:token': {
    url: () => '/unsubscribe/forged-token',
    type: 'application/x-www-form-urlencoded',
    body: 'List-Unsubscribe=One-Click',
    expect: status(404),
  },
  // A file that is not an image: who may upload at all decides before what was sent.
  'POST /api/uploads': {
    url: () => '/api/uploads?kind=image',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--x--\r\n',
    expect: { visitor: 401, guest: 401, anonymous: 422, hostB: 422, hostA: 422 },
  },
  // Manage Guests' export: the owner's file; for anyone else the event does not exist.
  'GET /api/events/:eventId/guests.csv': {
    url: (w) => `/api/events/${w.eventId}/guests.csv`,
    expect: { visitor: 401, guest: 401, anonymous: 404, hostB: 404, hostA: 200 },
  },
  'GET /dev/google/authorize': { url: () => '/dev/google/authorize', expect: status(400) },
  'POST /dev/google/authorize': {
    url: () => '/dev/google/authorize',
    body: '',
    expect: status(400),
  },
  'GET /dev/mail': { url: () => '/dev/mail', expect: status(200) },
  'GET /dev/mail/:id': { url: () => '/dev/mail/no-such-message', expect: status(404) },
  // The dev SMS inbox (development only, like the mailbox): texts and a reply as the guest.
  'GET /api/dev/sms': { url: () => '/api/dev/sms', expect: status(200) },
  'GET /dev/sms': { url: () => '/dev/sms', expect: status(200) },
  'POST /api/dev/sms/reply': {
    url: () => '/api/dev/sms/reply',
    body: '{"from":"+14155550000","body":"HELLO"}',
    expect: status(200),
  },
  'POST /dev/sms/reply': {
    url: () => '/dev/sms/reply',
    type: 'application/x-www-form-urlencoded',
    body: 'from=%2B14155550000&body=HELLO',
    expect: status(200),
  },
  'GET /dev/checkout/:sessionId': {
    url: () => '/dev/checkout/no-such-session',
    expect: status(404),
  },
  'POST /dev/checkout/:sessionId/pay': {
    url: () => '/dev/checkout/no-such-session/pay',
    type: 'application/x-www-form-urlencoded',
    body: 'promo=',
    expect: status(404),
  },
};
