import { COMPANY_CONTACT } from '@keyturn/shared';

export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin' | 'twitter' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

export interface WorkingHours {
  /** The days as the footer names them. */
  days: string;
  /** The same days as numbers, 0 for Sunday: the availability calendar picks trips in them. */
  weekdays: readonly number[];
  /** When the office opens and closes those days, company wall clock 'HH:mm'. */
  opens: string;
  closes: string;
}

const latitude = 37.7955;
const longitude = -122.3937;

export const company = {
  name: 'Keyturn',
  tagline: 'Rent a car by the hour',
  established: 2014,
  city: 'San Francisco',
  // The address, phones and e-mail, which the mails give too.
  ...COMPANY_CONTACT,
  mapUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html' +
    `?bbox=${longitude - 0.01}%2C${latitude - 0.005}%2C${longitude + 0.01}%2C${latitude + 0.005}` +
    `&layer=mapnik&marker=${latitude}%2C${longitude}`,
} as const;

export const socialLinks: readonly SocialLink[] = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/keyturn' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/keyturn' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/keyturn' },
  { network: 'twitter', label: 'Twitter', url: 'https://twitter.com/keyturn' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@keyturn' },
];

export const workingHours: readonly WorkingHours[] = [
  { days: 'Mon - Fri', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '21:00' },
  { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '19:00' },
  { days: 'Sunday', weekdays: [0], opens: '09:00', closes: '17:00' },
];
