import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingFeatures } from './landing-features.tsx';

afterEach(cleanup);

describe('LandingFeatures', () => {
  it('names the promo code the server offers', () => {
    render(<LandingFeatures promo={{ code: 'PARTY80', percentOff: 80 }} />);
    expect(screen.getByText(/^Use code/).textContent).toBe(
      'Use code PARTY80 for 80% off unlocking your first invitation.',
    );
  });

  it('says nothing of a code when there is none', () => {
    render(<LandingFeatures promo={null} />);
    expect(screen.queryByText(/Use code/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Party invitations/ })).toBeInTheDocument();
  });
});
