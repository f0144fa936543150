import { randomBytes } from 'node:crypto';
import { SHARE_CODE_LENGTH } from '@partyreel/shared/limits';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes at or above it are dropped, so every letter is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A code for an invitation or a share link: 12 characters of 62 from `crypto` (about 71 bits). */
export function newInvitationCode(length = SHARE_CODE_LENGTH): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}
