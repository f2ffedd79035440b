import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  keepFailuresUntilClosed,
  shownToasts,
  subscribeToToasts,
  toast,
  TOAST_DURATION_MS,
  toastError,
} from './toast.ts';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const shown of shownToasts()) dismissToast(shown.id);
    vi.useRealTimers();
  });

  it('shows an info toast by default, for 4 seconds', () => {
    toast('Saved for later');
    expect(shownToasts()).toMatchObject([{ icon: 'info', title: 'Saved for later' }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shownToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shownToasts()).toHaveLength(0);
  });

  it('tells its listeners, and carries a second line', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast('There was an error updating the data.', 'error', 'This reservation is DONE.');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(shownToasts()[0]).toMatchObject({ text: 'This reservation is DONE.' });
    unsubscribe();
    toastError('Again');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the three newest toasts of a burst', () => {
    for (const title of ['one', 'two', 'three', 'four']) toast(title);
    expect(shownToasts().map((shown) => shown.title)).toEqual(['two', 'three', 'four']);
  });

  it('keeps failures and warnings until they are closed while the office asks, and fades the rest', () => {
    const undo = keepFailuresUntilClosed();
    toast('The refund was refused.', 'error', 'More than was paid.');
    toast('The refund is not confirmed yet.', 'warning');
    toast('Saved.', 'success');
    vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    expect(shownToasts()).toMatchObject([
      { title: 'The refund was refused.', stays: true },
      { title: 'The refund is not confirmed yet.', stays: true },
    ]);
    dismissToast(shownToasts()[0]!.id);
    expect(shownToasts().map((shown) => shown.title)).toEqual(['The refund is not confirmed yet.']);
    // Once the office is gone, a failure fades again.
    undo();
    toastError('Login failed.');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(shownToasts().map((shown) => shown.title)).toEqual(['The refund is not confirmed yet.']);
  });

  it('closes one toast when asked', () => {
    toast('first');
    toast('second');
    dismissToast(shownToasts()[0]!.id);
    expect(shownToasts().map((shown) => shown.title)).toEqual(['second']);
  });
});
