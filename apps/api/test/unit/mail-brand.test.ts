import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from '../../src/modules/mail/brand.ts';

const theme = readFileSync(new URL('../../../web/src/styles/_theme.scss', import.meta.url), 'utf8');

/** The value of one `$kt-…` variable of the site's theme. */
const themeColour = (name: string) =>
  new RegExp(`^\\$kt-${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(theme)?.[1]?.toLowerCase();

describe("the mails' colours", () => {
  it("are the site's", () => {
    expect(BRAND_COLOURS).toEqual({
      navy: themeColour('navy'),
      navyLink: themeColour('navy-2'),
      amber: themeColour('amber'),
      ink: themeColour('ink'),
      muted: themeColour('muted'),
      surface: themeColour('surface'),
    });
  });
});
