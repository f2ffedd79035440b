import { useEffect, useState } from 'react';
import { bringIntoView } from '../../lib/bring-into-view.ts';
import { formatPricePerHour } from '../../lib/format.ts';

interface BookingShortcutProps {
  /** The booking form's place (see bringIntoView). */
  formId: string;
  pricePerHour: number;
}

/** Whether any of the element is on the screen; false until the browser has said. */
function useOnScreen(id: string): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      setOnScreen(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return onScreen;
}

/**
 * On phones and tablets the booking form comes below the photo and the specs, a screen or more
 * down: this bar holds to the bottom of the screen (sticky, so it never covers the footer) and
 * leads to the form, until the form itself is on the screen. A link to the form's place, so it
 * works in the server's HTML before any script has run; large screens show the form beside the
 * photo and hide the bar.
 */
export function BookingShortcut({ formId, pricePerHour }: BookingShortcutProps) {
  const formOnScreen = useOnScreen(formId);
  return (
    <div className="booking-shortcut d-lg-none" hidden={formOnScreen}>
      <span className="booking-shortcut-price">{formatPricePerHour(pricePerHour)}</span>
      <a
        href={`#${formId}`}
        className="btn btn-warning"
        onClick={(event) => {
          event.preventDefault();
          bringIntoView(formId);
        }}
      >
        Book this car
      </a>
    </div>
  );
}
