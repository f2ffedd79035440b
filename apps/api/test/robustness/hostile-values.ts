/** Values no id, time, page or name should ever be, sent wherever a client can put text. */
export const INJECTIONS = [
  "' OR '1'='1",
  "1' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '1 UNION SELECT password_hash FROM users --',
  "'); DELETE FROM reservations; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%27%20OR%201=1',
];

export const CONTROL_CHARACTERS = [
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0008\u0008',
];

export const UNICODE = ['😀🚗', 'Zoë Ångström', 'ﷺ', '\u202Eevil', '\ud800', '𝕏'.repeat(20)];

export const NUMBERS = [
  '-1',
  '0',
  '1.5',
  '1e308',
  '-1e308',
  '99999999999',
  '9007199254740993',
  '2147483648',
  'NaN',
  'Infinity',
  '0x10',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
];

export const HUGE_STRING = 'x'.repeat(10 * 1024 * 1024);
/** Within the 100 kB body limit, beyond every field's own limit. */
export const LONG_STRING = 'y'.repeat(90_000);

/** Every hostile value for a path or query parameter. */
export const PARAMETER_VALUES = [
  ...INJECTIONS,
  ...CONTROL_CHARACTERS,
  ...UNICODE,
  ...NUMBERS,
  LONG_STRING,
];

export const IMPOSSIBLE_TIMES = [
  '02/30/2027 10:00:00',
  '13/01/2027 10:00:00',
  '12/32/2027 10:00:00',
  '12/01/2027 24:00:00',
  '12/01/2027 10:60:00',
  '12/01/2027 10:00:60',
  '00/00/0000 00:00:00',
  '12/01/99999 10:00:00',
  '12/01/1969 10:00:00',
  '2027-02-30T10:00:00Z',
  '2027-12-01T10:00:00+25:00',
  '2027-12-01 10:00',
  'tomorrow',
  '1e308',
  '-1',
];

export const PAGING: Record<string, string>[] = [
  { page: '1e308' },
  { page: '-1' },
  { page: '99999999999' },
  { page: '1.5' },
  { page: 'abc' },
  { size: '-1' },
  { size: '0' },
  { size: '101' },
  { size: '1e308' },
  { size: '99999999999' },
  { sort: 'password_hash' },
  { sort: 'id; DROP TABLE users' },
  { sort: '__proto__' },
  { direction: 'SIDEWAYS' },
  { direction: "ASC'; --" },
];

/** JSON that does not parse, or parses to something that is not an object. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1}}',
  "{'a': 1}",
  '[1, 2',
  'nul',
  '\u0000',
  '{"a":"\\u0000"}',
  '"just a string"',
  'null',
  '[]',
  '12345',
  'true',
  '{"__proto__": {"admin": true}}',
];

/** Values of the wrong type for a field whose valid value is `valid`. */
export function wrongTypes(valid: unknown): unknown[] {
  const common = [null, [], {}, { $gt: '' }, [valid]];
  if (typeof valid === 'number') return [...common, 'five', true, '', 1e308, -1e308];
  if (typeof valid === 'boolean') return [...common, 'yes', 1, 0, ''];
  if (Array.isArray(valid)) return [null, {}, 'Administrator', 1, [[]], [null]];
  return [...common, 12345, true, false];
}
