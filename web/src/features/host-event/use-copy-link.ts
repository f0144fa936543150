import { COPY_FEEDBACK_MS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast.tsx';

/**
 * Copies a link to the clipboard and says so: a toast, and `copied` true for 2 s (docs/product.md,
 * Limits and validation) so the button can read 'Copied!'. A refused write says 'Failed to copy
 * link. Please try again.'; a browser with no clipboard API says 'Failed to copy link.'
 */
export function useCopyLink(): { copied: boolean; copy: (url: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (url: string) => {
    // A browser without the clipboard API (an insecure page, an old browser) will not do better on
    // a second try: the short text. A refused write may (permission, focus): the try-again text.
    const failed = (text: string) => {
      setCopied(false);
      toast.error(text);
    };
    if (!navigator.clipboard?.writeText) return failed(messages.link.copyFailedShort);
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return failed(messages.link.copyFailed);
    }
    toast.success(messages.link.copied);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);

  return { copied, copy };
}
