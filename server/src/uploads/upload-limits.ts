const MIB = 1024 * 1024;

/**
 * The bytes a host may keep stored in all (every upload they own, used or not; decision 022). One
 * event with everything is at most 70 MiB (a 5 MB photo, a 50 MB video, a 15 MB song): a registered
 * host fits about seven such events, more with lighter media; an anonymous host, who has one or
 * two events before signing in (their uploads then move to the account), fits two with retries.
 * Uploads no event uses are removed a day after they were made (clean-up-uploads.ts), which gives
 * the space back.
 */
export const UPLOAD_QUOTA_BYTES = {
  registered: 500 * MIB,
  anonymous: 200 * MIB,
  /**
   * Shared by every anonymous user started from one network (an IPv4 address or an IPv6 /64):
   * fresh anonymous sessions cost nothing, so without it one address could store without end
   * (docs/decisions/040-storage-budgets-and-bounded-lists.md). One anonymous host with a full event
   * and retries fits; a household or an office starting several at once shares it.
   */
  anonymousPerOrigin: 250 * MIB,
} as const;

export function uploadQuotaFor(owner: { isAnonymous: boolean }): number {
  return owner.isAnonymous ? UPLOAD_QUOTA_BYTES.anonymous : UPLOAD_QUOTA_BYTES.registered;
}

/**
 * How long an upload no event uses is kept: a host mid-wizard has uploaded but not yet created the
 * event (the draft holds only the upload's id, decision 013), so a fresh upload must survive a long
 * pause, a reload or a night.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
