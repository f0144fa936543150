import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTrpc } from '../../test/fake-trpc.tsx';
import { sessionOf } from '../../test/sample-session.ts';
import { HostMenuButton } from './menu-button.tsx';

afterEach(cleanup);

describe('HostMenuButton', () => {
  it('opens the menu, loaded on demand, when the host presses it', async () => {
    const user = userEvent.setup();
    await renderWithTrpc(<HostMenuButton me={sessionOf(false)} />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Host menu' }));

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('host@example.com');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('opens from the keyboard and gives focus back to its button when closed', async () => {
    const user = userEvent.setup();
    await renderWithTrpc(<HostMenuButton me={sessionOf(false)} />);
    const button = screen.getByRole('button', { name: 'Host menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Host menu' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
