export { handoverAddress, type HandoverStep } from './handover/handover-step.ts';
