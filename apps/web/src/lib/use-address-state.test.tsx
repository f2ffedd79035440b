import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressState, type AddressCodec, type AddressUpdate } from './use-address-state.ts';

/** The words typed in a search box, as `?q=…` holds them. */
const WORDS_IN_ADDRESS: AddressCodec<string> = {
  read: (query) => query.get('q') ?? '',
  write: (words) => new URLSearchParams(words ? { q: words } : {}),
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/**
 * A page whose state lives in its address; every value it renders is recorded, in order. Its
 * loader waits while `hold` is set, as a slow phone's router takes its time, and the page
 * renders again as the navigation starts (as one showing a progress bar does).
 */
async function mount(initialAddress = '/list') {
  const shown: string[] = [];
  let write: (next: AddressUpdate<string>) => void = () => undefined;
  let release = () => undefined as void;
  let hold: Promise<void> | null = null;
  function Page() {
    const [words, writeWords] = useAddressState(WORDS_IN_ADDRESS);
    useNavigation();
    shown.push(words);
    write = writeWords;
    return <p>{words}</p>;
  }
  const router = createMemoryRouter(
    [{ path: '/list', element: <Page />, loader: () => hold?.then(() => null) ?? null }],
    { initialEntries: [initialAddress] },
  );
  render(<RouterProvider router={router} />);
  await settle();
  return {
    router,
    shown,
    write: (next: AddressUpdate<string>) => write(next),
    holdTheRouter() {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    releaseTheRouter: () => act(() => release()),
  };
}

describe('useAddressState', () => {
  it('shows what the address holds', async () => {
    const { shown } = await mount('/list?q=red');
    expect(shown.at(-1)).toBe('red');
  });

  it('shows a write at once, and writes it into the address', async () => {
    const { router, shown, write } = await mount();
    act(() => write('red'));
    expect(shown.at(-1)).toBe('red');
    await settle();
    expect(router.state.location.search).toBe('?q=red');
  });

  it('keeps showing the writes while the router has not taken them yet', async () => {
    const page = await mount();
    page.holdTheRouter();
    act(() => page.write('r'));
    await settle();
    act(() => page.write('re'));
    await settle();
    expect(page.router.state.location.search).toBe('');
    expect(page.shown.at(-1)).toBe('re');
    page.releaseTheRouter();
    await settle();
    expect(page.router.state.location.search).toBe('?q=re');
    // From the first write on, no render went back to an older value.
    const afterFirst = page.shown.slice(page.shown.indexOf('r'));
    expect(afterFirst.slice(afterFirst.indexOf('re'))).toEqual(
      afterFirst.slice(afterFirst.indexOf('re')).map(() => 're'),
    );
  });

  it('builds a change made from an older render on the writes made since', async () => {
    const { router, write } = await mount();
    act(() => {
      write('red');
      write((latest) => `${latest} car`);
    });
    await settle();
    expect(router.state.location.search).toBe('?q=red+car');
  });

  it('takes an address from elsewhere at once, and Back brings the older one', async () => {
    const { router, shown, write } = await mount();
    act(() => write('red'));
    await settle();
    await act(() => router.navigate('/list?q=blue'));
    expect(shown.at(-1)).toBe('blue');
    await act(() => router.navigate(-1));
    expect(shown.at(-1)).toBe('red');
  });
});
