export { handoverAddress } from './handover/handover-step.ts';
