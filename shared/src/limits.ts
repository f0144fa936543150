/** Business constants of SPEC.md §9. */
export const MIN_PASSWORD_LENGTH = 6;
/** argon2 hashes any length, but a cap stops a megabyte "password" from costing CPU. */
export const MAX_PASSWORD_LENGTH = 256;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const REGISTRATION_REDIRECT_MS = 2000;
