import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setApiTransport } from '../../../../lib/api.ts';

/*
 * What a component test of an admin page needs: the server it calls, the page rendered at an
 * address, and its fields as the office finds them, by their labels.
 */

export interface SentRequest {
  method: string;
  /** The path below /api, with its query. */
  path: string;
  body: unknown;
}

/**
 * Answers the page's calls with `answer` (a 404 where it has none) and keeps every call made.
 * Call `restoreApi` after the test.
 */
export function fakeApi(answer: (request: SentRequest) => Response | undefined): SentRequest[] {
  const sent: SentRequest[] = [];
  setApiTransport((url, init) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.replace(/^.*?\/api/, ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    return Promise.resolve(answer(request) ?? new Response(null, { status: 404 }));
  });
  return sent;
}

export function restoreApi(): void {
  setApiTransport((url, init) => fetch(url, init));
}

/**
 * A server holding `records` whole at `listPath` (`/rates/admin`), as the prices' lists are,
 * answering every change with `changeAnswer`.
 */
export function fakeWholeList(listPath: string, records: unknown[], changeAnswer: () => Response) {
  return fakeApi(({ method, path }) => {
    if (method !== 'GET') return changeAnswer();
    return path === listPath ? Response.json(records) : undefined;
  });
}

/** The change the page sent (the first call that is not a GET). */
export const changeSent = (sent: readonly SentRequest[]) =>
  sent.find((call) => call.method !== 'GET');

/** The server's refusal of a field, as its error envelope words it. */
export const refusal = (field: string, message: string) =>
  Response.json({ message, errors: [{ field, message }] }, { status: 400 });

/** Renders `page` at `address`, under its routes (`/admin/rates/new`, `/admin/rates/:ratePeriodId`). */
export function renderAdminPage(address: string, paths: readonly string[], page: ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          {paths.map((path) => (
            <Route key={path} path={path} element={page} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Renders a page as renderAdminPage does, once its form (named `form`, "Extra") is in view. */
export async function openAdminForm(
  address: string,
  paths: readonly string[],
  page: ReactNode,
  form: string,
) {
  const user = renderAdminPage(address, paths, page);
  await screen.findByRole('form', { name: form });
  return user;
}

/** The form's Save button. */
export const saveButton = () => screen.getByRole('button', { name: 'Save' });

export const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** The sentence shown under a field, if any. */
export function errorOf(label: string): string | undefined {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.matches('.invalid-feedback'));
  return error?.textContent ?? undefined;
}
