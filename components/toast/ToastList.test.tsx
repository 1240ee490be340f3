// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import { renderWithBrand } from '../../tests/support/render-with-brand.tsx';
import { ToastList } from './ToastList.tsx';
import { readableTextColour } from '../ui/index.ts';

afterEach(cleanup);

const node = { key: 'toast', alias: 'toast', props: {}, placement: 'shellAfter', inserted: false } as ResolvedNode;

describe('the toast list', () => {
  it('announces toasts politely and ignores one with the same description', () => {
    const { events } = renderWithBrand('hippodrome', <ToastList props={{ position: 'top' }} node={node as never} />);
    act(() => {
      events.emit('toast', { description: '3 Day Login Streak!', type: 'success' });
      events.emit('toast', { description: '3 Day Login Streak!', type: 'success' });
      events.emit('toast', { description: 'Deposit received', type: 'info' });
    });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByText('3 Day Login Streak!')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes a toast by its dismiss button, and all at once', () => {
    const { events } = renderWithBrand('hippodrome', <ToastList props={{}} node={node as never} />);
    act(() => {
      events.emit('toast', { description: 'One', type: 'info' });
      events.emit('toast', { description: 'Two', type: 'warning' });
      events.emit('toast', { description: 'Three', type: 'error' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.queryByText('One')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows at most maxVisible toasts', () => {
    const { events } = renderWithBrand('hippodrome', <ToastList props={{ maxVisible: 2 }} node={node as never} />);
    act(() => ['a', 'b', 'c'].forEach((description) => events.emit('toast', { description, type: 'info' })));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('toast text colour', () => {
  it.each([
    ['#2c5d8f', '#ffffff'],
    ['#e08a00', '#111111'],
    ['#0f9d63', '#111111'],
  ])('on %s is %s', (background, text) => {
    expect(readableTextColour(background)).toBe(text);
  });
});
