import aboutImage from '../assets/images/about.jpg';
import team1 from '../assets/images/team-1.jpg';
import team2 from '../assets/images/team-2.jpg';
import team3 from '../assets/images/team-3.jpg';

export interface TeamMember {
  image: string;
  name: string;
  title: string;
  description: string;
}

export const whoWeAre = {
  title: 'Who we are',
  paragraphs: [
    'Keyturn started in 2014 with six cars in a San Francisco garage and a simple idea: you should rent a car the way you use it, by the hour, without desks, queues or hidden fees.',
    'Today our fleet covers every neighborhood of the city, from nimble hatchbacks to seven-seaters and electric SUVs, and every car is cleaned, checked and insured before your key turns.',
  ],
} as const;

export const aboutPage = {
  title: 'Driving San Francisco forward since 2014',
  image: aboutImage,
  paragraphs: [
    'Keyturn was founded in San Francisco in 2014 by three friends who were tired of paying for whole days of car rental when they needed a car for an afternoon. We built a service around the hour, and the city embraced it.',
    'We maintain every vehicle in our own workshop, publish our prices openly and charge only for the hours you start. Our support team answers seven days a week, so help is a call away wherever the road takes you.',
    'We are steadily switching our fleet to hybrid and electric models, partnering with local charging networks and planting a tree for every thousand hours driven. Moving people should not cost the planet.',
  ],
  teamTitle: 'Meet the team',
} as const;

export const team: readonly TeamMember[] = [
  {
    image: team1,
    name: 'Maya Chen',
    title: 'Co-founder & CEO',
    description: 'Maya turned a garage of six cars into the city’s favorite hourly rental service.',
  },
  {
    image: team2,
    name: 'Daniel Ortiz',
    title: 'Head of Fleet',
    description:
      'Daniel keeps every Keyturn car spotless, serviced and ready to roll within minutes.',
  },
  {
    image: team3,
    name: 'Priya Nair',
    title: 'Customer Experience Lead',
    description:
      'Priya and her team make sure every question gets a friendly answer, day or night.',
  },
];
