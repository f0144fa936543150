/**
 * The e-mail to an account's owner when its sign-ins failed many times from many places
 * (docs/decisions/039-trusted-proxies-and-sign-in-lock-out.md). Part of the catalogue
 * (../messages.ts), in a module of its own: only the server's e-mail reads them.
 */
export const signInAlertMessages = {
  subject: 'Someone is trying to sign in to your PartyReel account',
  preview: 'Many wrong passwords were tried for your account. You can still sign in.',
  heading: 'Many failed sign-ins',
  happened: (failures: number) =>
    `In the last day, at least ${failures} sign-ins to the PartyReel account with this email address failed with a wrong password, from several places.`,
  notLocked:
    'Your account is not locked. In a browser where you signed in before, you sign in as usual; elsewhere, the right password still works, though a wrong guess makes you wait a little.',
  ifNotYou:
    "If it wasn't you, there is nothing else to do, as long as your password is long and used nowhere else. If you reuse it on another site, choose a new one now.",
  action: 'Choose a new password',
  onceADay: 'We send this at most once a day.',
} as const;
