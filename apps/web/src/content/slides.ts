import slideCitySmall from '../assets/images/slide-city-800.webp';
import slideCity from '../assets/images/slide-city.webp';
import slideCoastSmall from '../assets/images/slide-coast-800.webp';
import slideCoast from '../assets/images/slide-coast.webp';

export interface Slide {
  /** 1600 px wide. */
  image: string;
  /** The same at 800 px, for phones. */
  smallImage: string;
  title: string;
  subtitle: string;
}

export const SLIDER_AUTOPLAY_MS = 5000;

// The first slide's image is preloaded with the home page (pagePreloads in vite.config.ts).
export const slides: readonly Slide[] = [
  {
    image: slideCity,
    smallImage: slideCitySmall,
    title: 'The city is yours, one hour at a time',
    subtitle:
      'Pick up a clean, fully insured car near you and pay only for the hours you drive. No paperwork queues, no surprises.',
  },
  {
    image: slideCoast,
    smallImage: slideCoastSmall,
    title: 'Chase the coastline this weekend',
    subtitle:
      'From Highway 1 to the Sierra foothills: convertibles, SUVs and electric cruisers ready when you are.',
  },
];
