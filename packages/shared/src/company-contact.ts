/**
 * How customers reach the office: the site shows it, the mails give it (their Reply-To by
 * default, their phone line and footer). One definition, so the two never disagree.
 */
export const COMPANY_CONTACT = {
  address: '1 Ferry Building, Suite 210, San Francisco, CA 94111',
  /** The first is the office's main line, the one given where only one fits. */
  phones: ['(415) 555-0142', '(415) 555-0178'],
  email: 'hello@keyturn.example',
} as const;

/** The office's main line. */
export const OFFICE_PHONE = COMPANY_CONTACT.phones[0];

/** A `tel:` link that dials the number as written, "(415) 555-0142" → tel:4155550142. */
export const telephoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
