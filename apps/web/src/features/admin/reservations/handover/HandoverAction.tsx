import type { Reservation } from '@keyturn/shared';
import { BsBoxArrowInLeft, BsKey } from 'react-icons/bs';
import { LinkButton } from '../../../../components/LinkButton.tsx';
import { handoverAddress, handoverStep } from './handover-step.ts';

const STEPS = {
  'check-out': { label: 'Hand the car over', icon: BsKey },
  'check-in': { label: 'Take the car back', icon: BsBoxArrowInLeft },
} as const;

/** The reservation page's way to its hand-over, when one is due. */
export function HandoverAction({
  reservation,
  timeZone,
}: {
  reservation: Reservation;
  timeZone: string;
}) {
  const step = handoverStep(reservation, timeZone, new Date());
  if (!step) return null;
  const { label, icon: Icon } = STEPS[step];
  return (
    <LinkButton to={handoverAddress(reservation.id, step)} variant="primary">
      <Icon aria-hidden="true" className="me-2" />
      {label}
    </LinkButton>
  );
}
