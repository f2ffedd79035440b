export interface Service {
  title: string;
  description: string;
}

export const servicesSection = {
  kicker: 'Services',
  title: 'What We Do',
  lead: 'Since 2014 we have kept San Francisco moving with flexible hourly rentals, for a quick errand or a season-long project.',
} as const;

export const services: readonly Service[] = [
  {
    title: 'Individual Vehicle Rental',
    description: 'Book any car in our fleet for as little as an hour, straight from your phone.',
  },
  {
    title: 'Corporate Fleet Solutions',
    description: 'Shared accounts, monthly invoicing and priority vehicles for your whole team.',
  },
  {
    title: 'Extended Lease Programs',
    description: 'Need a car for weeks or months? Lower hourly rates the longer you keep it.',
  },
  {
    title: 'Premium Automobile Hire',
    description: 'Luxury sedans and grand tourers, detailed before every single trip.',
  },
  {
    title: 'Sustainable Mobility Solutions',
    description: 'A growing electric and hybrid fleet, charged with renewable energy.',
  },
  {
    title: 'Off-Road Vehicle Leasing',
    description: 'Four-wheel-drive trucks and SUVs ready for dirt roads and snowy passes.',
  },
];
