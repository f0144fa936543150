/**
 * The texts users see, word for word from SPEC.md §8. Server and web both read them from here so a
 * message is changed in one place.
 */
export const messages = {
  generic: {
    somethingWentWrong: 'Something went wrong. Please try again.',
    tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  },
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
    displayNameRequired: 'Display name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
  },
  account: {
    profileUpdated: 'Profile updated successfully!',
    profileFailed: 'Failed to update profile',
    passwordChanged: 'Password changed successfully!',
    passwordFailed: 'Failed to change password',
    currentPasswordWrong: 'Current password is incorrect',
    currentPasswordRequired: 'Current password is required',
    passwordsDoNotMatch: 'New passwords do not match',
    passwordTooShort: 'New password must be at least 6 characters',
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
  preview: {
    resourcesMissing: 'Template resources missing',
    initFailed: 'Failed to initialize invitation',
    themeScriptFailed: 'Failed to load theme script',
    loadFailed: 'Failed to load preview',
  },
  music: {
    empty: 'No music available for this theme.',
    previewFailed: 'Unable to preview this song. Please try again.',
    noMusic: 'No Music',
  },
} as const;

/** Support contact used in marketing copy and static pages (SPEC.md §1). */
export const SUPPORT_EMAIL = 'support@partyreel.app';
