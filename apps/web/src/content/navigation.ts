export interface NavItem {
  label: string;
  to: string;
}

export const mainMenu: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Vehicles', to: '/vehicles' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
];

/** The rules a booking is made under: the booking form links to them as well. */
export const termsLink: NavItem = { label: 'Terms and Conditions', to: '/terms' };

export const quickLinks: readonly NavItem[] = [
  ...mainMenu,
  termsLink,
  { label: 'Privacy Policy', to: '/privacy-policy' },
];
