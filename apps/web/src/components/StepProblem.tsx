import { useFocusOnMount } from '../lib/use-focus-on-mount.ts';

/**
 * Why a step came to nothing (the car is taken, the network is gone), under its button, where
 * the customer was looking: a toast goes after a few seconds. It takes the focus (the button
 * was disabled while the step ran), so a screen reader reads it: no alert role, or the
 * toast's alert would be joined by a second.
 */
export function StepProblem({ message }: { message: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className="alert alert-danger small mt-3 mb-0">
      {message}
    </p>
  );
}
