// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

describe('the dialog', () => {
  it('is named by its title, focuses inside once shown and closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithBrand(
      'croupier',
      <Dialog open title="Welcome back" closeLabel="Close" onClose={onClose}>
        <input aria-label="Username" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Close'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the page under it from scrolling while it is open, and gives the page its scrolling back', async () => {
    document.body.style.overflow = 'auto';
    const dialog = (open: boolean) => <Dialog open={open} title="Deposit" closeLabel="Close" onClose={() => undefined} />;
    const { rerender } = renderWithBrand('croupier', dialog(true));
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    rerender(dialog(false));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('renders nothing when closed', () => {
    renderWithBrand('croupier', <Dialog open={false} title="Hidden" closeLabel="Close" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
