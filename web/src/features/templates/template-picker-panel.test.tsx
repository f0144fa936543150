import { messages } from '@partyreel/shared/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplatePickerPanel } from './template-picker-panel.tsx';

afterEach(cleanup);

const picker = { selectedId: null, onSelect: () => {} };

describe('TemplatePickerPanel', () => {
  it('says the templates are loading before they arrive', () => {
    render(
      <TemplatePickerPanel
        templates={undefined}
        status="pending"
        retry={() => {}}
        retrying={false}
        {...picker}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading templates');
  });

  it('says the templates failed to load and retries on request', async () => {
    const retry = vi.fn();
    render(
      <TemplatePickerPanel
        templates={undefined}
        status="error"
        retry={retry}
        retrying={false}
        {...picker}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(messages.templates.loadFailed);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
