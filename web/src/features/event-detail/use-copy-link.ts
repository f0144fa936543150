import { COPY_FEEDBACK_MS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../shell/toast.tsx';

/**
 * Copies a link to the clipboard and says so: a toast, and `copied` true for 2 s (docs/product.md,
 * Limits and validation) so the button can read 'Copied!'. A refused or missing clipboard says
 * 'Failed to copy link. Please try again.'
 */
export function useCopyLink(): { copied: boolean; copy: (url: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
    } catch {
      setCopied(false);
      toast.error(messages.link.copyFailed);
      return;
    }
    toast.success(messages.link.copied);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);

  return { copied, copy };
}
