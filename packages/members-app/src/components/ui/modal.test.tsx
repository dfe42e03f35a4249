import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { modalBackdropCleanupDelayMs } from '@platform/core';
import { Modal } from './modal.js';
import { useModalStore } from '../../stores/modal-store.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ onClose, persistent = false }: { onClose: () => void; persistent?: boolean }) {
  return (
    <Modal open title="Confirm" onClose={onClose} persistent={persistent}>
      <p>Body</p>
    </Modal>
  );
}

describe('Modal (spec §4: open modals are hidden on route change, backdrop cleanup 500 ms later)', () => {
  it('asks to close when modals are hidden; the backdrop stays for 500 ms after closing', () => {
    vi.useFakeTimers();
    let open = true;
    const onClose = vi.fn(() => {
      open = false;
    });
    const view = render(
      <Modal open={open} title="Confirm" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeTruthy();
    act(() => useModalStore.getState().hideAll());
    expect(onClose).toHaveBeenCalledTimes(1);
    view.rerender(
      <Modal open={open} title="Confirm" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const backdrop = screen.getByTestId('modal-backdrop');
    expect(backdrop.className).toContain('modal-backdrop--closing');
    act(() => vi.advanceTimersByTime(modalBackdropCleanupDelayMs - 1));
    expect(screen.queryByTestId('modal-backdrop')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('modal-backdrop')).toBeNull();
  });

  it('a modal opened on the path the route change went to stays open (the link that opened it)', () => {
    const onClose = vi.fn();
    window.history.replaceState(null, '', '/wallets?addWallet=true');
    render(<Harness onClose={onClose} />);
    act(() => useModalStore.getState().hideAll('/wallets'));
    expect(onClose).not.toHaveBeenCalled();
    act(() => useModalStore.getState().hideAll('/transactions'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a persistent modal (Session Timeout) stays open across route changes', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} persistent />);
    act(() => useModalStore.getState().hideAll());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeTruthy();
  });
});
