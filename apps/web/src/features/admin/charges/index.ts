export { OfficeChargeSection } from './OfficeChargeSection.tsx';
