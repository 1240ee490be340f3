// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

describe('the dialog', () => {
  it('is named by its title, focuses inside and closes on Escape', () => {
    const onClose = vi.fn();
    renderWithBrand(
      'croupier',
      <Dialog open title="Welcome back" closeLabel="Close" onClose={onClose}>
        <input aria-label="Username" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing when closed', () => {
    renderWithBrand('croupier', <Dialog open={false} title="Hidden" closeLabel="Close" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
