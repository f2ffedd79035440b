/** The office's search across reservations, customers and vehicles (decision 073). */
export { officeSearch } from './service.ts';
