import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVerifyEmail } from './use-verify-email.ts';

afterEach(cleanup);

function Probe({ token, verify }: { token?: string; verify: (token: string) => Promise<void> }) {
  return <p>{useVerifyEmail(token, verify)}</p>;
}

describe('useVerifyEmail', () => {
  it('sends the token once, even under StrictMode, and reports success', async () => {
    const verify = vi.fn(() => Promise.resolve());
    render(
      <StrictMode>
        <Probe token="a-token-from-the-mail" verify={verify} />
      </StrictMode>,
    );
    expect(screen.getByText('verifying')).toBeInTheDocument();
    expect(await screen.findByText('verified')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledOnce();
    expect(verify).toHaveBeenCalledWith('a-token-from-the-mail');
  });

  it('reports a refused token as invalid', async () => {
    const verify = vi.fn(() => Promise.reject(new Error('invalid')));
    render(<Probe token="an-old-token-value" verify={verify} />);
    expect(await screen.findByText('invalid')).toBeInTheDocument();
  });

  it('calls a link without a token invalid without asking the server', () => {
    const verify = vi.fn(() => Promise.resolve());
    render(<Probe verify={verify} />);
    expect(screen.getByText('invalid')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });
});
