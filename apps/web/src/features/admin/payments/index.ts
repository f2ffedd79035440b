export { CounterPaymentSection } from './CounterPaymentSection.tsx';
