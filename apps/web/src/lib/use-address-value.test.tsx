import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAddressValue } from './use-address-value.ts';

interface Filters {
  fuel: string[];
}
const keyOf = (value: Filters) => value.fuel.join();

function render(address: Filters) {
  return renderHook(({ inAddress }) => useAddressValue(inAddress, keyOf), {
    initialProps: { inAddress: address },
  });
}

describe('useAddressValue', () => {
  it('shows what the address holds', () => {
    const { result } = render({ fuel: ['Hybrid'] });
    expect(result.current[0]).toEqual({ fuel: ['Hybrid'] });
  });

  it('shows a chosen value at once, before the address has it', () => {
    const { result } = render({ fuel: [] });
    act(() => result.current[1]({ fuel: ['Diesel'] }));
    expect(result.current[0]).toEqual({ fuel: ['Diesel'] });
  });

  it('takes whatever the address says next, and Back does not bring the chosen value back', () => {
    const { result, rerender } = render({ fuel: [] });
    act(() => result.current[1]({ fuel: ['Diesel'] }));

    rerender({ inAddress: { fuel: ['Hydrogen'] } });
    expect(result.current[0]).toEqual({ fuel: ['Hydrogen'] });
    rerender({ inAddress: { fuel: [] } });
    expect(result.current[0]).toEqual({ fuel: [] });
  });

  it('treats an equal value read afresh from the address as the same address', () => {
    const { result, rerender } = render({ fuel: [] });
    act(() => result.current[1]({ fuel: ['Diesel'] }));
    rerender({ inAddress: { fuel: [] } });
    expect(result.current[0]).toEqual({ fuel: ['Diesel'] });
  });
});
