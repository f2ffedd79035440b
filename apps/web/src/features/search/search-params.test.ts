import { describe, expect, it } from 'vitest';
import { readSearch, searchAddress, toCatalogueQuery, type SearchState } from './search-params.ts';
import { toSearchQuery } from './search-query.ts';

const window = {
  pickUpDate: '2026-12-01',
  pickUpTime: '10:00',
  dropOffDate: '2026-12-01',
  dropOffTime: '14:00',
};

describe('readSearch and searchAddress', () => {
  it('carry the window, the filters, the order and the page through the address', () => {
    const state = {
      window,
      filters: {
        fuelType: ['Hybrid', 'Electricity'],
        minSeats: 5,
        maxPrice: 30,
        airConditioning: true,
      },
      sort: 'price-desc',
      page: 1,
    } satisfies SearchState;
    const address = searchAddress(state);
    expect(address).toBe(
      '/vehicles?pickUp=2026-12-01T10%3A00&dropOff=2026-12-01T14%3A00' +
        '&fuelType=Hybrid&fuelType=Electricity' +
        '&minSeats=5&maxPrice=30&airConditioning=true&sort=price-desc&page=2',
    );
    expect(readSearch(new URL(address, 'http://site').searchParams)).toEqual({
      ...state,
      filters: { ...state.filters, transmission: undefined },
    });
  });

  it('leave the defaults out of the address', () => {
    expect(searchAddress({ window, filters: {}, page: 0 })).toBe(
      '/vehicles?pickUp=2026-12-01T10%3A00&dropOff=2026-12-01T14%3A00',
    );
  });

  it('carry the filters, the order and the page of the catalogue, which has no window', () => {
    const none = { pickUpDate: '', pickUpTime: '', dropOffDate: '', dropOffTime: '' };
    expect(searchAddress({ window: none, filters: {}, page: 0 })).toBe('/vehicles');
    const state = {
      window: none,
      filters: { transmission: ['Manual'], airConditioning: true },
      sort: 'seats',
      page: 2,
    } satisfies SearchState;
    const address = searchAddress(state);
    expect(address).toBe('/vehicles?transmission=Manual&airConditioning=true&sort=seats&page=3');
    expect(readSearch(new URL(address, 'http://site').searchParams)).toEqual({
      ...state,
      filters: { ...state.filters, fuelType: undefined, minSeats: undefined, maxPrice: undefined },
    });
  });

  it('keep each choice named once, in the order of the choices, and none that is not one', () => {
    const { filters } = readSearch(
      new URLSearchParams(
        'transmission=Manual&transmission=Automatic&transmission=Manual&transmission=Warp',
      ),
    );
    expect(filters.transmission).toEqual(['Automatic', 'Manual']);
  });

  it('drop what is not one of the choices, so an edited link still shows a list', () => {
    const state = readSearch(
      new URLSearchParams('fuelType=Steam&minSeats=3&maxPrice=-4&sort=random&page=x'),
    );
    expect(state.filters).toEqual({
      transmission: undefined,
      fuelType: undefined,
      minSeats: undefined,
      maxPrice: undefined,
      airConditioning: undefined,
    });
    expect(state.sort).toBeUndefined();
    expect(state.page).toBe(0);
  });
});

describe('toSearchQuery', () => {
  it("asks the API in its own words, the window as the booking's wall-clock times", () => {
    expect(
      toSearchQuery({
        window,
        filters: { fuelType: ['Hybrid', 'LPG'] },
        sort: 'newest',
        page: 2,
      }),
    ).toEqual({
      pickUpDateTime: '12/01/2026 10:00:00',
      dropOffDateTime: '12/01/2026 14:00:00',
      page: 2,
      sort: 'age',
      direction: 'ASC',
      transmission: undefined,
      fuelType: ['Hybrid', 'LPG'],
      minSeats: undefined,
      maxPricePerHour: undefined,
      airConditioning: undefined,
    });
  });
});

describe('toCatalogueQuery', () => {
  const none = { pickUpDate: '', pickUpTime: '', dropOffDate: '', dropOffTime: '' };

  it("asks for the spec's page of six by model when the address names nothing", () => {
    expect(toCatalogueQuery({ window: none, filters: {}, page: 0 })).toEqual({
      page: 0,
      size: 6,
      sort: 'model',
      direction: 'ASC',
      transmission: undefined,
      fuelType: undefined,
      minSeats: undefined,
      maxPricePerHour: undefined,
      airConditioning: undefined,
    });
  });

  it("asks for the filters and the order in the API's words", () => {
    expect(
      toCatalogueQuery({
        window: none,
        filters: { minSeats: 5, maxPrice: 30 },
        sort: 'price-desc',
        page: 1,
      }),
    ).toMatchObject({
      page: 1,
      sort: 'pricePerHour',
      direction: 'DESC',
      minSeats: 5,
      maxPricePerHour: 30,
    });
  });
});
