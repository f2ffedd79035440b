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

export const quickLinks: readonly NavItem[] = [
  ...mainMenu,
  { label: 'Privacy Policy', to: '/privacy-policy' },
];
