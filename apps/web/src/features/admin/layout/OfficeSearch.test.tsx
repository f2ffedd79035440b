import type { OfficeSearchHit } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { fakeApi, restoreApi, type SentRequest } from '../lib/testing/admin-page.tsx';
import { OfficeSearch } from './OfficeSearch.tsx';

const HITS: OfficeSearchHit[] = [
  {
    kind: 'reservation',
    id: 14,
    title: 'Reservation #14',
    detail: 'Sam Lee · Toyota Corolla · May 12, 2031, 10:00 AM · Created',
    link: '/admin/reservations/14',
  },
  {
    kind: 'customer',
    id: 7,
    title: 'Sam Lee',
    detail: 'sam@example.com · (415) 555-0100',
    link: '/admin/users/7',
  },
  {
    kind: 'customer',
    id: 9,
    title: 'Samira Okafor',
    detail: 'samira@example.com · (628) 555-0187',
    link: '/admin/users/9',
  },
  {
    kind: 'vehicle',
    id: 3,
    title: 'Samsung SM3',
    detail: '7ABC 123 · Vehicle #3',
    link: '/admin/vehicles/3',
  },
];

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The box in the office at /admin, with a field elsewhere on the page, and its server. */
function renderSearch(answer: (request: SentRequest) => Response | undefined) {
  const sent = fakeApi(answer);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/admin']}>
        <OfficeSearch />
        <label>
          Notes
          <input />
        </label>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

const searches = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.path.startsWith('/search/admin'));
const box = () => screen.getByRole('combobox', { name: 'Search the office' });
const where = () => screen.getByTestId('where').textContent;
/** Not inside anything hidden (jsdom draws nothing: the attribute is what hides). */
const shown = (element: HTMLElement) => element.closest('[hidden]') === null;

afterEach(restoreApi);

describe("the office's search box", () => {
  it('asks once typing pauses and lists the hits grouped by kind', async () => {
    const { sent, user } = renderSearch(() => Response.json(HITS));
    await user.type(box(), '  sam');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(searches(sent).map((request) => request.path)).toEqual(['/search/admin?q=sam']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3);
    expect(within(list).getByRole('group', { name: 'Customers' })).toBeDefined();
    expect(
      within(within(list).getByRole('group', { name: 'Customers' }))
        .getAllByRole('option')
        .map((option) => [...option.querySelectorAll('span span')].map((part) => part.textContent)),
    ).toEqual([
      ['Sam Lee', 'sam@example.com · (415) 555-0100'],
      ['Samira Okafor', 'samira@example.com · (628) 555-0187'],
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('4 results.'));
  });

  it('walks the hits with the arrow keys and opens one with Enter', async () => {
    const { user } = renderSearch(() => Response.json(HITS));
    await user.type(box(), 'sam');
    await screen.findByRole('listbox');
    const selected = () => screen.getByRole('option', { selected: true });
    expect(selected().textContent).toContain('Reservation #14');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected().textContent).toContain('Samira Okafor');
    expect(box().getAttribute('aria-activedescendant')).toBe(selected().id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // From the last back to the first.
    expect(selected().textContent).toContain('Reservation #14');
    await user.keyboard('{ArrowUp}');
    expect(selected().textContent).toContain('Samsung SM3');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/admin/vehicles/3');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the hit clicked', async () => {
    const { user } = renderSearch(() => Response.json(HITS));
    await user.type(box(), 'sam');
    await user.click(await screen.findByRole('option', { name: /^Sam Lee/ }));
    expect(where()).toBe('/admin/users/7');
  });

  it('closes the list with Escape, then clears the box', async () => {
    const { user } = renderSearch(() => Response.json(HITS));
    await user.type(box(), 'sam');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('sam');
    await user.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    // The arrow keys bring the list back.
    await user.type(box(), 'sam');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('says when nothing is found, and when the search failed', async () => {
    const { user } = renderSearch(({ path }) =>
      path.includes('q=zzz')
        ? Response.json([])
        : Response.json({ message: 'Down' }, { status: 500 }),
    );
    await user.type(box(), 'zzz');
    expect(shown(await screen.findByText('Nothing found for “zzz”.'))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Nothing found.');
    await user.clear(box());
    await user.type(box(), 'boom');
    expect(shown(await screen.findByText('The search failed. Please try again.'))).toBe(true);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('tells what can be found before anything is typed', async () => {
    const { sent, user } = renderSearch(() => Response.json(HITS));
    await user.click(box());
    expect(
      shown(screen.getByText(/A reservation's number, a customer's name, email or phone/)),
    ).toBe(true);
    expect(searches(sent)).toEqual([]);
  });

  it('comes into focus with "/", except while typing in a field', async () => {
    const { user } = renderSearch(() => Response.json(HITS));
    expect(box().getAttribute('aria-keyshortcuts')).toBe('/');
    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Notes'));
    expect(screen.getByLabelText<HTMLInputElement>('Notes').value).toBe('/');
    await user.click(document.body);
    await user.keyboard('/');
    expect(document.activeElement).toBe(box());
    // The slash that brought it here is not typed into it.
    expect((box() as HTMLInputElement).value).toBe('');
    await user.keyboard('14');
    await waitFor(() => expect(shown(screen.getByRole('listbox'))).toBe(true));
  });
});
