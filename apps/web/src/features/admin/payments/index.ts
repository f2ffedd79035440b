export { OfficePaymentSection } from './OfficePaymentSection.tsx';
