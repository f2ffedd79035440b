import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraft } from './use-draft.ts';

const PAUSE = 300;

function render(value: string, valid?: (draft: string) => boolean) {
  const commit = vi.fn<(value: string) => void>();
  const hook = renderHook(({ address }) => useDraft(address, commit, { delayMs: PAUSE, valid }), {
    initialProps: { address: value },
  });
  const type = (text: string) => act(() => hook.result.current[1](text));
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { ...hook, commit, type, wait, shown: () => hook.result.current[0] };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a typed filter', () => {
  it('shows each key at once and applies once typing pauses', () => {
    const { type, wait, commit, shown } = render('');
    type('r');
    wait(PAUSE / 2);
    type('ro');
    wait(PAUSE / 2);
    expect(shown()).toBe('ro');
    expect(commit).not.toHaveBeenCalled();
    wait(PAUSE);
    expect(commit).toHaveBeenCalledExactlyOnceWith('ro');
  });

  it('keeps what was typed since when its own change reaches the address late', () => {
    const { type, wait, commit, shown, rerender } = render('');
    type('rob');
    wait(PAUSE);
    type('robin');
    rerender({ address: 'rob' });
    expect(shown()).toBe('robin');
    wait(PAUSE);
    expect(commit).toHaveBeenLastCalledWith('robin');
  });

  it('takes any other change of the address: Back, a link, clearing the filters', () => {
    const { type, wait, shown, rerender, commit } = render('ann');
    type('anna');
    rerender({ address: '' });
    expect(shown()).toBe('');
    wait(PAUSE);
    expect(commit).not.toHaveBeenCalled();
  });

  it('applies at once when asked (Enter), and never what would be refused', () => {
    const { type, commit, result, wait } = render('', (draft) => draft !== 'bad');
    type('good');
    act(() => result.current[2]());
    expect(commit).toHaveBeenCalledExactlyOnceWith('good');
    type('bad');
    wait(PAUSE);
    act(() => result.current[2]());
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
