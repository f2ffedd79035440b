import type { Vehicle } from '@keyturn/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VehicleCard } from './VehicleCard.tsx';
import { sampleVehicle as vehicle } from '../../test/sample-vehicle.ts';

const renderCard = (shown: Vehicle) =>
  render(
    <MemoryRouter>
      <VehicleCard vehicle={shown} />
    </MemoryRouter>,
  );

describe('a vehicle card', () => {
  it('shows the day price beside the hourly one, and the miles a day includes', () => {
    renderCard(vehicle);
    const badge = document.querySelector('.vehicle-card-price')!;
    expect(badge.firstChild?.textContent).toBe('$15.00 / hour');
    expect(badge.querySelector('.vehicle-card-day-price')?.textContent).toBe('$90.00 / day');
    expect(screen.getByText('150 miles / day')).toBeDefined();
  });

  it('shows the hourly price alone when a day costs 24 hours, and unlimited miles', () => {
    renderCard({ ...vehicle, pricePerDay: null, milesPerDay: null });
    expect(document.querySelector('.vehicle-card-price')?.textContent).toBe('$15.00 / hour');
    expect(screen.getByText('Unlimited miles')).toBeDefined();
  });
});
