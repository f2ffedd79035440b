import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminPageHeader, AdminTabTitle } from './AdminPageHeader.tsx';

describe("an admin page's header", () => {
  it('names the tab after the page while it shows, and gives the name back when it goes', () => {
    document.title = 'Keyturn · Rent a car by the hour';
    const page = render(
      <MemoryRouter>
        <AdminPageHeader
          eyebrow="Edit user"
          title="Sam Lee"
          back={{ to: '/admin/users', label: 'Back to users' }}
        />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Sam Lee · Edit user · Keyturn Admin');
    page.rerender(
      <MemoryRouter>
        <AdminPageHeader eyebrow="Bookings" title="Reservations" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Reservations · Keyturn Admin');
    page.unmount();
    expect(document.title).toBe('Keyturn · Rent a car by the hour');
  });

  it('names the tab as the page asks when its title would not say it best', () => {
    const page = render(
      <MemoryRouter>
        <AdminPageHeader
          eyebrow="Reservation #14"
          title="Toyota Corolla"
          tabTitle="Reservation #14"
        />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Reservation #14 · Keyturn Admin');
    page.unmount();
  });

  it('names the tab of a page whose record is still loading', () => {
    const page = render(<AdminTabTitle title="Reservation #14" />);
    expect(document.title).toBe('Reservation #14 · Keyturn Admin');
    page.unmount();
  });
});
