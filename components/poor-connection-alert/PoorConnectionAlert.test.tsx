// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import PoorConnectionAlert from './PoorConnectionAlert.tsx';

afterEach(cleanup);

describe('the poor connection alert', () => {
  it('shows its message while the connection is poor, and hides it when it is back', () => {
    const node = {} as never;
    const { events } = renderWithBrand(
      'hippodrome',
      <PoorConnectionAlert props={{ message: 'Reconnecting you now.' }} node={node} />,
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', '');
    act(() => events.emit('connection:poor', true));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting you now.');
    act(() => events.emit('connection:poor', false));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the default message in Chinese when the CMS gives none', () => {
    const { events } = renderWithBrand('hippodrome', <PoorConnectionAlert props={{}} node={{} as never} />, { market: 'zh' });
    act(() => events.emit('connection:poor', true));
    expect(screen.getByRole('status').textContent).toMatch(/连接/);
  });
});
