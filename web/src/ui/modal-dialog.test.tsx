import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionMenu } from './action-menu';
import { ConfirmDialog } from './confirm-dialog';
import { ModalDialog } from './modal-dialog';

/** A page with a control that opens a dialog, and another control beside it. */
function Page({ kind }: { kind: 'modal' | 'confirm' | 'menu' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <main>
      <button type="button">Before</button>
      {kind === 'menu' ? (
        <ActionMenu label="More actions" actions={['leave']} labels={{ leave: 'Leave Squad' }} onPick={() => setOpen(true)} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
      )}
      {open &&
        (kind === 'modal' ? (
          <ModalDialog title="Share Link" onClose={close} onEscape={close}>
            <input aria-label="Link" defaultValue="https://example.com" />
          </ModalDialog>
        ) : (
          <ConfirmDialog title="Delete Topic ?" confirmLabel="Yes" onConfirm={close} onClose={close}>
            Sure?
          </ConfirmDialog>
        ))}
    </main>
  );
}

describe('ModalDialog focus (issue 17)', () => {
  it('moves focus in on open and back to the control that opened it on Close', async () => {
    const user = userEvent.setup();
    render(<Page kind="modal" />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    expect(screen.getByLabelText('Link')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back after Escape, after the confirm action, and in StrictMode', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Page kind="confirm" />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a dialog opened from a "⋯" menu gives focus back to the menu toggle', async () => {
    const user = userEvent.setup();
    render(<Page kind="menu" />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Leave Squad' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
  });
});
