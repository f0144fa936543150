import { sizeText } from './format/size-text.ts';
import { DISPLAY_NAME_MAX_LENGTH, MAX_PASSWORD_LENGTH } from './limits.ts';
import { genericMessages } from './messages/generic.ts';
import { guestMessages } from './messages/guest.ts';
import { guestsMessages } from './messages/guests.ts';
import { checkoutMessages, unlockMessages } from './messages/payments.ts';
import { placesMessages } from './messages/places.ts';
import { previewMessages } from './messages/preview.ts';
import { questionMessages } from './messages/questions.ts';
import { signInAlertMessages } from './messages/sign-in-alert.ts';
import { textsMessages } from './messages/texts.ts';
import { unsubscribeMessages } from './messages/unsubscribe.ts';
import { updateMessages } from './messages/updates.ts';

export { SUPPORT_EMAIL } from './messages/support.ts';

/**
 * The texts users see, word for word from the original product description's catalogue
 * (docs/product.md, Limits and validation). Server and web both read them from here so a message is
 * changed in one place.
 */
export const messages = {
  generic: genericMessages,
  landing: {
    anonymousStartFailed: 'Unable to start event creation. Please try again.',
  },
  waitlist: {
    invalidEmail: 'Please enter a valid email address',
    failed: 'Something went wrong. Please try again.',
    joined: "We can't wait to be a part of your next party!",
  },
  auth: {
    loginFailed: 'Failed to login.',
    googleFailed: 'Failed to sign in with Google.',
    registerFailed: 'Failed to register.',
    registered: 'Registration successful! Please check your email to verify your account.',
    resetFailed: 'Failed to send reset email. Please check your email address.',
    resetSent:
      'Password reset email sent! Check your inbox and follow the instructions to reset your password.',
    resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
    passwordReset: 'Your password has been reset. You can now sign in with your new password.',
    verifyLinkInvalid: 'This verification link is invalid or has expired.',
    verified: 'Your email is verified. Thank you!',
    verificationResent: 'Verification email sent! Check your inbox.',
    wizardFailed: 'Authentication failed. Please try again.',
    sessionExpired: 'Your session expired — please reload and sign in again.',
    /** Not among the original product description's texts: the notice of a deliberate sign-out. */
    signedOut: 'Signed out',
    displayNameRequired: 'Display name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    /**
     * Not among the original product description's texts: sign-ins to an account are throttled
     * after failures; says how long.
     */
    signInThrottled: (seconds: number) =>
      `Too many failed sign-ins. Please wait ${waitText(seconds)} and try again.`,
    /**
     * Not among the original product description's texts: a new password found on the list of the
     * most common ones.
     */
    passwordTooCommon: 'This password is too common. Please choose another.',
    /**
     * Not among the original product description's texts: the limits of the registration and
     * profile forms.
     */
    displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
    passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
    /**
     * Not among the original product description's texts: signing in kept the events made before,
     * but the account's upload quota had no room for some of their uploads
     * (docs/decisions/040-storage-budgets-and-bounded-lists.md).
     */
    uploadsDroppedOnSignIn: (count: number, bytes: number) =>
      `Your account's storage was full, so ${count === 1 ? '1 upload' : `${count} uploads`} (${sizeText(bytes)}) from before you signed in ${count === 1 ? 'was' : 'were'} not kept. Any event that used ${count === 1 ? 'it' : 'one'} no longer shows that image, video or song.`,
  },
  account: {
    profileUpdated: 'Profile updated successfully!',
    profileFailed: 'Failed to update profile',
    passwordChanged: 'Password changed successfully!',
    passwordFailed: 'Failed to change password',
    currentPasswordWrong: 'Current password is incorrect',
    currentPasswordRequired: 'Current password is required',
    passwordsDoNotMatch: 'New passwords do not match',
    passwordTooShort: 'New password must be at least 8 characters',
    /** The hint under every field where a password is chosen. */
    passwordHint: 'At least 8 characters.',
  },
  events: {
    loadFailed: 'Failed to load events. Please try again.',
    empty: "You haven't created any events yet.",
  },
  templates: {
    loadFailed: 'Failed to load templates. Please try again.',
  },
  templatePicker: {
    locked: 'Template Locked',
    lockedHint: 'Cannot change after event creation',
    selected: 'Selected',
  },
  preview: previewMessages,
  wizard: {
    nameQuestion: "What's the event called?",
    nameRequired: 'Please enter a name for your event.',
    locationRequired: 'Please enter a location.',
    dateRequired: 'Please select a valid event date.',
    startTimeRequired: 'Please choose a start time.',
    templateRequired: 'Please choose a template.',
    recipientsQuestion: "Who's invited?",
    invalidDate: 'Please select a valid event date.',
    invalidDateTime: 'Invalid event date or time. Please check your inputs.',
    invalidReminder: 'Invalid reminder date/time. Please check your inputs.',
    createFailed: 'Failed to create event. Please try again.',
    loadFailed: 'Failed to load event data',
    saveFailed: 'Failed to save changes',
    tooManyGuests: 'Each event can have up to 200 guests. Please remove some before sending.',
    noRecipients: 'No recipients to send invitations to.',
    sendFailed: 'Failed to send invitations. Please try again.',
    checkingStatus: 'Checking Status...',
    unlockYourInvitation: 'Unlock Your Invitation',
    skipForNow: 'Skip for now',
    customize: 'Customize this invitation',
    remindersFailed: 'Failed to update reminder settings. Please try again.',
  },
  media: {
    imageInvalid: 'Please select a valid image file.',
    imageTooLarge: 'Image file size should be less than 5MB.',
    videoInvalid: 'Please select a valid video file.',
    videoTooLarge: 'Video file size should be less than 50 MB.',
    videoTooLong: 'Video must be 15 seconds or shorter.',
    videoMetadata: 'Could not read video metadata. Please try another file.',
    videoHint: '3-15 seconds',
    modalImageMissing: 'Please select an image.',
    modalImageTooLarge: 'Image must be < 5 MB.',
    modalVideoMissing: 'Please select a video.',
    modalVideoTooLarge: 'Video must be < 50 MB.',
    modalVideoTooLong: 'Video must be 15s or shorter.',
    modalVideoMetadata: 'Could not read video metadata.',
    audioInvalid: 'Please select a valid audio file.',
    audioTooLarge: 'Audio file size should be less than 15 MB.',
    uploadFailed: 'Upload failed. Please try again.',
    /**
     * Not among the original product description's texts: the host's stored uploads would pass
     * their quota (decision 022).
     */
    quotaExceeded:
      'You have used all your upload space. Media that no event uses is cleared after a day; please try again then, or choose a smaller file.',
    /**
     * Not among the original product description's texts: anonymous hosts from one network share a
     * small storage budget (docs/decisions/040-storage-budgets-and-bounded-lists.md).
     */
    anonymousBudgetExceeded:
      'The free upload space for this network is used up. Sign up or log in to upload more.',
  },
  recipients: {
    nameAndContactRequired: 'Name and either Email or Phone are required.',
    invalidEmail: 'Invalid email format.',
    invalidPhone: 'Invalid phone format.',
    /**
     * Not among the original product description's texts: a phone whose length cannot be a
     * number's, read in the host's country (docs/product.md, Limits and validation).
     */
    phoneNotPossible:
      "This phone number looks too short or too long. Check it, and add the country code (like +44) if it's from abroad.",
    /** The same, for a guest among several (a list the server refuses). */
    guestPhoneNotPossible: (name: string) =>
      `${name}'s phone number looks too short or too long: check it, with the country code (like +44) if it's from abroad.`,
    csvEmpty: 'No data found in CSV file.',
    csvParseFailed: 'Failed to parse CSV. Please check file formatting.',
    csvNameRequired: 'Name column is required for mapping.',
    csvContactRequired: 'Please map either an Email or Phone column.',
    contactPickerUnsupported: 'Contact Picker API not supported in this browser',
    // Not among the original product description's texts (it has no text for these cases):
    contactNameRequired: 'Please enter a name.',
    contactNameTooLong: 'Name must be at most 200 characters',
    alreadyInvited: 'This guest is already on the list.',
    csvTooLarge: 'This file is too large. Please choose a CSV file under 5 MB.',
    contactsLoadFailed: 'Failed to load your contacts. Please try again.',
    // The CSV import's summary (docs/decisions/009-guest-import.md). Not among the original product
    // description's texts.
    csvImported: (count: number) => `Imported ${count} ${count === 1 ? 'guest' : 'guests'}.`,
    csvMerged: (count: number, reasons: string) =>
      `${count} ${count === 1 ? 'duplicate' : 'duplicates'} merged: ${reasons}.`,
    csvMergedReasons: { onList: 'already on the guest list', inFile: 'repeated in the file' },
    csvSkipped: (count: number, reasons: string) =>
      `${count} ${count === 1 ? 'row' : 'rows'} skipped: ${reasons}.`,
    csvSkipReasons: {
      noName: 'no name',
      noContact: 'no email or phone',
      invalidEmail: 'invalid email',
      invalidPhone: 'invalid phone and no email',
      nameTooLong: 'name over 200 characters',
    },
    csvPhoneIgnored: (count: number) =>
      count === 1
        ? '1 phone ignored: it could not be read as a phone number, so that guest was imported with their email only.'
        : `${count} phones ignored: they could not be read as phone numbers, so those guests were imported with their email only.`,
  },
  /**
   * /contacts, the host's saved contacts. Not among the original product description's texts (it
   * has no texts for this page).
   */
  contacts: {
    saved: 'Contact saved.',
    saveFailed: 'Failed to save contact. Please try again.',
    loadFailed: 'Failed to load your contacts. Please try again.',
    deleted: (name: string) => `${name} was deleted.`,
    deleteFailed: 'Failed to delete contact. Please try again.',
    confirmDelete: (name: string) => `Delete ${name}?`,
    empty: 'You have no saved contacts yet.',
    noMatches: (search: string) => `No contacts match “${search}”.`,
    /**
     * Not among the original product description's texts: contacts.add past the cap of saved
     * contacts (docs/decisions/040).
     */
    tooMany: (max: number) =>
      `You can save up to ${max.toLocaleString('en-US')} contacts. Delete some to add more.`,
    /** Not among the original product description's texts: contacts.add past its rate limit. */
    tooManyAdds: 'You are adding contacts too quickly. Please wait a few minutes.',
  },
  editEvent: {
    notFound: 'Event not found.',
    loadFailed: 'Failed to load event data.',
    updateFailed: 'Failed to update event. Please try again.',
    updated: 'Event updated!',
    /** Not among the original product description's texts: the edit page's 'Most people per answer'. */
    partySizeInvalid: 'Please choose from 1 to 20 people per answer.',
    /**
     * Not among the original product description's texts: events.update or events.setReminders past
     * their rate limit.
     */
    tooManyChanges: 'Too many changes in a short time. Please wait a few minutes and try again.',
  },
  eventDetail: {
    notFound: 'Event not found',
    loadFailed: 'Failed to load event details.',
    noDate: 'No date',
    noLocation: 'No location specified',
  },
  /** The Link Sharing tab's list of answers (events.linkAnswers, events.discardLinkAnswer). */
  linkAnswers: {
    title: 'Answers through the link',
    none: 'No one has answered through the link yet.',
    loadFailed: 'Failed to load the answers through the link.',
    discard: 'Discard',
    confirmTitle: 'Discard this answer?',
    confirmText:
      'It stops counting towards your answers. If the same browser answers again, it counts as a new answer.',
    discarded: 'Answer discarded.',
    discardFailed: 'Could not discard the answer. Please try again.',
  },
  unlock: unlockMessages,
  checkout: checkoutMessages,
  /**
   * guests.send (docs/product.md: Sending for the send rules, Limits and validation for the send
   * messages) and the delivery of each e-mail.
   */
  send: {
    noRecipients: 'No recipients to send invitations to.',
    tooManyGuests: 'Each event can have up to 200 guests. Please remove some before sending.',
    /** docs/product.md (Limits and validation): failed-precondition. */
    locked: 'Event distribution is locked. Please unlock to send invitations.',
    noContact: 'Selected guests have no email or phone contact information.',
    /** A single guest's resend. */
    guestNoContact: 'Guest has no email or phone contact information',
    invalidType: 'Invalid invitation type',
    failed: 'Failed to send invitations. Please try again.',
    failedWith: (reason: string) => `Failed to send invitations: ${reason}`,
    /** The wizard's send step. */
    sent: 'Invitations sent successfully!',
    /** Guest pages: type 'all'. */
    sentAll: 'Invitations sent to all guests successfully!',
    /** Guest pages: type 'new' (the original catalogue gives only this fragment). */
    sentNew: 'sent to new guests',
    /** Guest pages: type 'poke' (the original catalogue gives only this fragment). */
    sentPoke: 'reminders sent to unresponsive guests',
    /** Guest pages: type 'resend' of one guest. */
    resent: (name: string) => `Invitation resent to ${name}!`,
    // Not among the original product description's texts (it names the cases, not their texts):
    /**
     * Guests with a phone and no e-mail are skipped: texting is not built (docs/architecture.md,
     * Where we differ from the product description).
     */
    /** The wizard's send step, after a send that left out `count` phone-only guests. */
    skippedPhoneOnly: (count: number) =>
      count === 1
        ? '1 guest has only a phone number and was skipped: text them their link from Personal Invites.'
        : `${count} guests have only a phone number and were skipped: text them their links from Personal Invites.`,
    /** The wizard's send step, after a send that left out `count` guests with no contact. */
    skippedNoContact: (count: number) =>
      count === 1
        ? '1 guest has no email or phone and was skipped.'
        : `${count} guests have no email or phone and were skipped.`,
    tooMany: 'Too many sends. Please wait a minute and try again.',
    // Sending budgets and manners (docs/decisions/031):
    /** The account's address is not verified: its guests get no e-mail. */
    unverified:
      'Please verify your email address before sending invitations. Check your inbox for the link, or send it again.',
    /** A verification link sent again from a send screen. */
    verificationSent: 'Verification email sent. Open the link in it, then send your invitations.',
    eventBudget: (limit: number) =>
      `This event can email at most ${limit} different addresses, guests you removed included. Please contact support if you need more.`,
    dailyEmailBudget: (limit: number) =>
      `You have reached today's limit of ${limit} invitation emails. Please try again tomorrow.`,
    dailyRecipientBudget: (limit: number) =>
      `You have reached today's limit of ${limit} new guests emailed. Please try again tomorrow.`,
    skippedAnswered: (count: number) =>
      count === 1
        ? '1 guest has already answered and was not emailed again. Use Resend on their row to send it anyway.'
        : `${count} guests have already answered and were not emailed again. Use Resend on a guest's row to send it anyway.`,
    skippedRecentlySent: (count: number) =>
      count === 1
        ? '1 guest was emailed less than a day ago and was skipped.'
        : `${count} guests were emailed less than a day ago and were skipped.`,
    skippedSuppressed: (count: number) =>
      count === 1
        ? '1 guest does not receive emails any more (unsubscribed or bounced) and was skipped.'
        : `${count} guests do not receive emails any more (unsubscribed or bounced) and were skipped.`,
    /** A single guest's resend, not sent because they answered: the host is asked to confirm. */
    guestAnswered: (name: string) =>
      `${name} has already answered. Send the invitation again anyway?`,
    guestRecentlySent: (name: string) =>
      `${name} was emailed less than a day ago. You can resend tomorrow.`,
    guestSuppressed: (name: string) =>
      `${name} does not receive emails any more (unsubscribed or bounced).`,
    /** The confirmation's button. */
    resendAnyway: 'Send again',
    /** The Personal Invites tab's status of a guest whose e-mail kept failing. */
    deliveryFailed: 'Failed',
    noEmailAddress: 'The guest has no email address.',
    // Unsubscribes (docs/decisions/032):
    /** The host's status of a guest who unsubscribed from the event's emails or from all of them. */
    unsubscribed: 'Unsubscribed',
    /** Under an answered guest's status: they unsubscribed, so no reminder reaches them. */
    unsubscribedNote: 'Unsubscribed: gets no more emails about this event.',
    /** Why an email did not go out: the guest unsubscribed. */
    guestUnsubscribed: 'The guest unsubscribed from these emails.',
    /** Why an email did not go out: the address takes no PartyReel email (never says why). */
    addressSuppressed: 'This address no longer receives emails from PartyReel.',
  },
  /**
   * Manage Guests (the catalogue's 'Guest pages, other' and success texts; docs/product.md, Limits
   * and validation).
   */
  guests: guestsMessages,
  texts: textsMessages,
  link: {
    copied: 'Invitation link copied to clipboard!',
    copyFailed: 'Failed to copy link. Please try again.',
    copyFailedShort: 'Failed to copy link.',
  },
  guest: guestMessages,
  unsubscribe: unsubscribeMessages,
  updates: updateMessages,
  places: placesMessages,
  questions: questionMessages,
  signInAlert: signInAlertMessages,
  music: {
    empty: 'No music available for this theme.',
    previewFailed: 'Unable to preview this song. Please try again.',
    noMusic: 'No Music',
  },
} as const;

/** Every fixed text of the catalogue (the texts made by its functions are not among them). */
export const catalogueTexts: ReadonlySet<string> = new Set(collectTexts(messages));

function collectTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(collectTexts);
  return [];
}

/** '1 second', '45 seconds', '2 minutes' (a wait of a minute or more, rounded up to minutes). */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
