import { telephoneHref } from '@keyturn/shared';
import type { ComponentProps } from 'react';

type PhoneLinkProps = Omit<ComponentProps<'a'>, 'href'> & { phone: string };

/** A phone number that dials when tapped; it shows the number unless given other content. */
export function PhoneLink({ phone, children, ...props }: PhoneLinkProps) {
  return (
    <a {...props} href={telephoneHref(phone)}>
      {children ?? phone}
    </a>
  );
}
