export interface Offer {
  title: string;
  description: string;
  direction: 'left' | 'right';
}

export const offers: readonly Offer[] = [
  {
    title: 'City Explorer',
    description:
      'Compact, easy-to-park cars for errands, meetings and hill-hopping across San Francisco.',
    direction: 'left',
  },
  {
    title: 'Nature Adventurer',
    description: 'Roomy SUVs with space for boots, boards and tents for trips to the redwoods.',
    direction: 'left',
  },
  {
    title: 'Executive Comfort',
    description:
      'Quiet, premium sedans that make the drive to your next meeting feel like a lounge.',
    direction: 'left',
  },
  {
    title: 'Family Fun',
    description: 'Seven-seaters with child-seat anchors and plenty of luggage room for everyone.',
    direction: 'right',
  },
  {
    title: 'Eco-Friendly',
    description: 'Hybrids and fully electric cars that cut your footprint, not your range.',
    direction: 'right',
  },
  {
    title: 'Sporty Experience',
    description: 'Turbocharged coupes and convertibles for the days the journey is the point.',
    direction: 'right',
  },
];

export const offersSection = {
  kicker: 'Packages',
  title: 'Get Our Best Offers',
  lead: 'Whatever the trip, there is a Keyturn package priced by the hour for it.',
} as const;
