/**
 * The site's palette ($kt-… in apps/web/src/styles/_theme.scss), for the mails, which cannot
 * load the site's styles; a unit test holds the two to the same values.
 */
export const BRAND_COLOURS = {
  /** The header and the headings. */
  navy: '#0f1e3d',
  /** Links in text. */
  navyLink: '#1b2f5a',
  /** The call to action (navy text on it), as the site's main buttons. */
  amber: '#f5a524',
  ink: '#1d2433',
  muted: '#5b6475',
  surface: '#f5f7fb',
} as const;
