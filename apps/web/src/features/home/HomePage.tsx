import { company } from '../../content/company.ts';
import { Hero } from './Hero.tsx';
import { OffersSection } from './OffersSection.tsx';
import { PopularVehicles } from './PopularVehicles.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { WhoWeAreSection } from './WhoWeAreSection.tsx';

export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">
        {company.name}: {company.tagline.toLowerCase()} in {company.city}
      </h1>
      <Hero />
      <OffersSection />
      <ServicesSection />
      <WhoWeAreSection />
      <PopularVehicles />
    </>
  );
}
