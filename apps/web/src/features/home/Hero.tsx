import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../components/ClientOnly.tsx';
import { slides } from '../../content/slides.ts';
import { HeroSlide } from './HeroSlide.tsx';

// Swiper is the heaviest widget of the site; the first slide shows as a still until it arrives
// (and in the server's HTML).
const HeroSlider = lazy(() => import('./HeroSlider.tsx'));

export function Hero() {
  const [first] = slides;
  const still = first && (
    <div className="hero-swiper hero-still">
      <HeroSlide slide={first} first />
    </div>
  );
  return (
    <section className="hero" aria-label="Highlights">
      <ClientOnly fallback={still}>
        <Suspense fallback={still}>
          <HeroSlider />
        </Suspense>
      </ClientOnly>
    </section>
  );
}
