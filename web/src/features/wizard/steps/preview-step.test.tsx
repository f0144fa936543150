import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTrpc, renderWithTrpc } from '../../../test/fake-trpc.tsx';
import { sessionOf } from '../../../test/sample-session.ts';
import { emptyDraft } from '../draft/wizard-draft.ts';
import { PreviewStep } from './preview-step.tsx';

afterEach(cleanup);

async function renderStep(personalMessage: string, displayName: string | null) {
  const draft = { ...emptyDraft('Asia/Kathmandu'), personalMessage };
  await renderWithTrpc(
    <PreviewStep draft={draft} onDetails={() => {}} problem={null} />,
    fakeTrpc({ 'auth.me': { ...sessionOf(false), displayName } }),
  );
}

describe('PreviewStep', () => {
  it('shows the host’s message as guests will read it beside the invitation, signed', async () => {
    await renderStep('  Bring a swimsuit!\nParking is behind the house.  ', 'Sam Lee');
    // The wizard's session is known before its steps show; here it arrives just after.
    await screen.findByText('A message from Sam Lee');
    const message = screen.getByRole('figure');
    expect(message.querySelector('blockquote')?.textContent).toBe(
      'Bring a swimsuit!\nParking is behind the house.',
    );
  });

  it('signs it “Your host” without a name, and shows nothing without a message', async () => {
    await renderStep('See you there', null);
    expect(await screen.findByText('A message from Your host')).toBeInTheDocument();
    cleanup();
    await renderStep('   ', 'Sam Lee');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
