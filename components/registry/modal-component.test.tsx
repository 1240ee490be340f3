// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppEventsProvider, createAppEvents, useAppEvent } from '../../engine/player/index.ts';
import { modalComponent, type ModalPreload } from './modal-component.tsx';

/** A modal as the real ones are: nothing until 'modal:open' names it. */
function Window({ title }: { title: string }) {
  const [detail, setDetail] = useState<string>();
  useAppEvent('modal:open', (event) => event.name === 'support' && setDetail(String(event.detail?.topic)));
  return detail ? <div role="dialog" aria-label={`${title}: ${detail}`} /> : null;
}

function controlledLoad() {
  const attempts: { resolve: (component: typeof Window) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<typeof Window>((resolve, reject) => void attempts.push({ resolve, reject }));
  return { load, attempts };
}

const renderModal = (load: () => Promise<typeof Window>, preload: ModalPreload = 'firstAct') => {
  const events = createAppEvents();
  const Modal = modalComponent('support', load, preload);
  render(
    <AppEventsProvider events={events}>
      <Modal title="Help" />
    </AppEventsProvider>,
  );
  return events;
};

describe('a modal loaded on demand', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders nothing until opened, loads when opened first, and opens with the event it missed', async () => {
    const { load, attempts } = controlledLoad();
    const events = renderModal(load);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => events.emit('modal:open', { name: 'support', detail: { topic: 'deposits' } }));
    expect(attempts).toHaveLength(1);
    await act(async () => attempts[0]!.resolve(Window));
    expect(screen.getByRole('dialog', { name: 'Help: deposits' })).toBeTruthy();
  });

  it('fetches nothing while the visitor only looks, and starts fetching at their first tap', async () => {
    vi.useFakeTimers();
    const { load, attempts } = controlledLoad();
    renderModal(load);
    // However long the visitor looks: no timer of the page's starts the fetch.
    await act(() => vi.runAllTimersAsync());
    expect(attempts).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(attempts).toHaveLength(1);
    // Mounted closed, listening: the open that follows the tap finds it ready.
    await act(async () => attempts[0]!.resolve(Window));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void window.dispatchEvent(new Event('keydown')));
    expect(attempts).toHaveLength(1);
  });

  it('fetches a window players open right after load once the browser is idle, untouched', async () => {
    vi.useFakeTimers();
    const { load, attempts } = controlledLoad();
    renderModal(load, 'idle');
    expect(attempts).toHaveLength(0);
    // jsdom has no requestIdleCallback: the fallback timer stands in for idle.
    act(() => void vi.advanceTimersByTime(1500));
    expect(attempts).toHaveLength(1);
  });

  it('ignores the events of other windows', async () => {
    const { load, attempts } = controlledLoad();
    const events = renderModal(load);
    act(() => events.emit('modal:open', { name: 'login' }));
    expect(attempts).toHaveLength(0);
  });

  it('tries again on the next open when its code failed to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, attempts } = controlledLoad();
    const events = renderModal(load);
    act(() => events.emit('modal:open', { name: 'support', detail: { topic: 'first' } }));
    await act(async () => attempts[0]!.reject(new Error('connection dropped')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith('the support window could not be loaded', new Error('connection dropped'));
    warn.mockRestore();
    act(() => events.emit('modal:open', { name: 'support', detail: { topic: 'second' } }));
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]!.resolve(Window));
    expect(screen.getByRole('dialog', { name: 'Help: second' })).toBeTruthy();
  });
});
