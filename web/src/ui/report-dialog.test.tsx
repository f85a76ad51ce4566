import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_REASONS, ReportDialog } from './report-dialog';

describe('ReportDialog', () => {
  it('keeps Submit disabled until one of the eight reasons is chosen, then sends its number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(reason: number) => Promise<void>>(async () => {});
    render(<ReportDialog onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(REPORT_REASONS[7]).toBe('Sexually Explicit Content');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Misinformation' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(6);
  });

  it('shows a refusal and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    render(<ReportDialog onSubmit={async () => Promise.reject(new Error('You cannot report yourself.'))} onClose={onClose} />);
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot report yourself.');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
