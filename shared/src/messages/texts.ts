const guests = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);
const was = (count: number) => (count === 1 ? 'was' : 'were');

/** Texting guests (docs/decisions/068–070): what hosts and guests read about texts. */
export const textsMessages = {
  /** An invitation by text: short, so that it stays one SMS with the guest's long link. */
  invitation: (hostName: string | null, title: string, link: string) =>
    hostName
      ? `${hostName} invites you to ${title}: ${link}`
      : `You're invited to ${title}: ${link}`,
  /**
   * The confirmation of a guest's answer by text, as it stands when it goes: what they said, and
   * their link to change it. GSM-7 apostrophes, so it stays one segment where it can.
   */
  confirmation: (
    answer: 'accepted' | 'maybe' | 'declined' | 'waitlisted',
    peopleCount: number,
    title: string,
    link: string,
  ) => {
    switch (answer) {
      case 'accepted':
        return `You're coming to ${title}${peopleCount > 1 ? ` (${peopleCount} people)` : ''}. Change your answer: ${link}`;
      case 'maybe':
        return `You said maybe to ${title}. Decide any time: ${link}`;
      case 'waitlisted':
        return `You're on the waitlist for ${title}. Your invitation: ${link}`;
      case 'declined':
        return `You can't make it to ${title}. Changed your mind? ${link}`;
    }
  },
  /** A reminder by text. */
  reminder: (title: string, daysLeft: number, link: string) =>
    `Reminder: ${title} is ${daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`}! Your invitation: ${link}`,
  /** An update by text: the update itself is read in the invitation. */
  update: (hostName: string | null, title: string, link: string) =>
    `${hostName ?? 'Your host'} posted an update about ${title}. Read it in your invitation: ${link}`,
  /** Ends the first text PartyReel sends a number. */
  stopNotice: 'Reply STOP to opt out.',
  /** Sending to phone-only guests before the host confirmed their consent. */
  consentNeeded:
    'Before the first text, confirm that your guests agreed to get texts about this event.',
  /** The consent question before the event's first text. */
  consentTitle: 'Text your guests?',
  consentLabel:
    'Guests with only a phone number get their invitation by text. Confirm that they agreed to get texts from PartyReel about this event (at most 20 a month; they can reply STOP at any time).',
  consentConfirm: 'They agreed: send',
  /** Send & Share: text guests who have both a phone and an address. */
  preferText: 'Text guests who have a phone number, even if they have an e-mail address',
  /** After a send that texted guests. */
  texted: (count: number) =>
    `${guests(count)} with a phone number ${count === 1 ? 'gets' : 'get'} their invitation by text.`,
  /** Texting is not set up on this server. */
  off: 'Texting is not available here: text phone-only guests their link from Personal Invites.',
  skippedOptedOut: (count: number) =>
    `${guests(count)} replied STOP to our texts and ${was(count)} skipped.`,
  skippedTextLimit: (count: number) =>
    `${guests(count)} already had 20 texts from PartyReel in the last 30 days and ${was(count)} skipped.`,
  skippedBadPhone: (count: number) =>
    `${guests(count)} ${count === 1 ? 'has a phone number that is' : 'have phone numbers that are'} not valid for texting and ${was(count)} skipped: check ${count === 1 ? 'it' : 'them'} in the Guest List.`,
  dailyBudget: (count: number) =>
    `You can send up to ${count} texts a day. Please try again tomorrow, or send the rest by e-mail or your link.`,
  guestOptedOut: (name: string) => `${name} replied STOP to our texts.`,
  guestTextLimit: (name: string) =>
    `${name} already had 20 texts from PartyReel in the last 30 days.`,
  guestBadPhone: (name: string) => `${name}'s phone number is not valid for texting.`,
  /** Delivery outcomes the host reads on a guest's row. */
  failedOptedOut: 'Text not sent: the guest replied STOP.',
  failedTextLimit: 'Text not sent: this number had 20 texts in the last 30 days.',
  failedUnreachable: 'Text not delivered: the number is unreachable.',
  failedLandline: 'Text not delivered: the number cannot take texts (a landline?).',
  failed: 'Text not delivered.',
  /** The guest's status when their number replied STOP. */
  optedOut: 'Opted out',
  optedOutNote:
    'They replied STOP: no more texts go to them. Share your link with them another way.',
} as const;
