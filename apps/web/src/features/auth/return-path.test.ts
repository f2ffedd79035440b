import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/vehicles/3?pickUp=2026-12-01T10%3A00&dropOff=2026-12-01T14%3A00')).toBe(
      '/vehicles/3?pickUp=2026-12-01T10%3A00&dropOff=2026-12-01T14%3A00',
    );
    expect(safeReturnPath('/user/reservations')).toBe('/user/reservations');
    expect(safeReturnPath('/about#team')).toBe('/about#team');
  });

  it.each([
    '//evil.example',
    '//evil.example/vehicles',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'vehicles/3',
    '',
    null,
    undefined,
  ])('refuses %j and goes home instead', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it('does not return to the sign-in pages or the forbidden page', () => {
    expect(safeReturnPath('/forbidden')).toBe('/');
    expect(safeReturnPath('/auth/login')).toBe('/');
    expect(safeReturnPath('/auth/register?returnTo=/user')).toBe('/');
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/authors')).toBe('/authors');
  });
});

describe('signInPath and returnPathFrom', () => {
  it('carry a path with its query there and back', () => {
    const here = '/vehicles/3?pickUp=2026-12-01T10:00&dropOff=2026-12-01T14:00';
    const login = signInPath('login', here);
    expect(login.startsWith('/auth/login?returnTo=')).toBe(true);
    expect(returnPathFrom(new URL(login, 'http://localhost').search)).toBe(here);
  });

  it('leave the query out when the way back is home', () => {
    expect(signInPath('register', '/')).toBe('/auth/register');
    expect(signInPath('login', '//evil.example')).toBe('/auth/login');
  });

  it('go home for a forged query', () => {
    expect(returnPathFrom('?returnTo=%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?returnTo=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('')).toBe('/');
  });
});
