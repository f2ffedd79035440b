import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminPageHeader } from './AdminPageHeader.tsx';

describe("an admin page's header", () => {
  it('names the tab after the page while it shows, and gives the name back when it goes', () => {
    document.title = 'Keyturn · Rent a car by the hour';
    const page = render(
      <MemoryRouter>
        <AdminPageHeader eyebrow="Reservation #12" title="Toyota Corolla" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Toyota Corolla · Reservation #12 · Keyturn office');
    page.rerender(
      <MemoryRouter>
        <AdminPageHeader title="Vehicles" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Vehicles · Keyturn office');
    page.unmount();
    expect(document.title).toBe('Keyturn · Rent a car by the hour');
  });
});
