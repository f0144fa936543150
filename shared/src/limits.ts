/**
 * Business constants of docs/product.md (Limits and validation). Passwords: at least 8 characters
 * (OWASP ASVS 5.0; the original product description said 6,
 * docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but a cap stops a megabyte "password" from costing CPU. */
export const MAX_PASSWORD_LENGTH = 256;
export const DISPLAY_NAME_MAX_LENGTH = 80;
/** Saved contacts an account may keep (docs/decisions/040-storage-budgets-and-bounded-lists.md). */
export const MAX_CONTACTS = 2000;
/** Contacts contacts.list sends per page; the next page is asked for with its cursor. */
export const CONTACTS_PAGE_SIZE = 100;
/** The longest contacts search: a whole e-mail address (254), no more (a search costs a scan). */
export const MAX_CONTACT_SEARCH_LENGTH = 254;
export const REGISTRATION_REDIRECT_MS = 2000;
/** docs/product.md (Limits and validation). */
export const MAX_GUESTS_PER_EVENT = 200;
export const MAX_IMAGE_BYTES = 5_242_880;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 15;
/** The host's own song. */
export const MAX_AUDIO_BYTES = 15 * 1024 * 1024;
export const CSV_REVIEW_ROWS = 5;
export const COPY_FEEDBACK_MS = 2000;
export const SEND_SUCCESS_DELAY_MS = 1500;
export const SHARE_CODE_LENGTH = 12;
/**
 * Calls in one batched tRPC request over HTTP: the server answers a larger batch 400 without
 * running any call, and the web client splits its batches to fit (docs/decisions/020).
 */
export const MAX_TRPC_BATCH_SIZE = 20;
