// Plain JavaScript so that the browser tests, the benchmarks and the demo-art tool (untyped)
// all launch Chromium the one way that works on these machines.

/** Debian's Chromium unless CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
