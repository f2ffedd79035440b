// The search's views, fetched as one file: the results (the vehicles page with a window), the
// window form above the catalogue and a vehicle's calendar share most of their code, and each
// file more is one more name in the first download's list of what to preload.
export { AvailabilityStrip } from './AvailabilityStrip.tsx';
export { CatalogueWindow } from './CatalogueWindow.tsx';
export { SearchResults } from './SearchResults.tsx';
