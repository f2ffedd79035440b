import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RentalTerms } from './RentalTerms.tsx';
import { sampleVehicle as vehicle } from '../../test/sample-vehicle.ts';

/** The terms as pairs of what the definition list says and its value. */
function terms(): [string, string][] {
  return [...document.querySelectorAll('.vehicle-spec')].map((tile) => [
    tile.querySelector('dt')!.textContent,
    tile.querySelector('dd')!.textContent,
  ]);
}

describe("a vehicle's rental terms", () => {
  it('lists the day price, the deposit at pick-up, the miles and an extra mile', () => {
    render(<RentalTerms vehicle={vehicle} />);
    expect(screen.getByRole('heading', { name: 'Rental terms' })).toBeDefined();
    expect(terms()).toEqual([
      ['Day price', '$90.00'],
      ['Deposit at pick-up', '$250.00'],
      ['Miles', '150 miles / day'],
      ['Extra mile', '$0.40 / mile'],
    ]);
  });

  it('leaves out a day price that caps nothing and the price of miles never counted', () => {
    render(<RentalTerms vehicle={{ ...vehicle, pricePerDay: 360, milesPerDay: null }} />);
    expect(terms()).toEqual([
      ['Deposit at pick-up', '$250.00'],
      ['Miles', 'Unlimited miles'],
    ]);
  });
});
