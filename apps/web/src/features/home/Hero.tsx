import { lazy, Suspense } from 'react';
import { slides } from '../../content/slides.ts';
import { HeroSlide } from './HeroSlide.tsx';

// Swiper is the heaviest widget of the site; the first slide shows as a still until it arrives.
const HeroSlider = lazy(() => import('./HeroSlider.tsx'));

export function Hero() {
  const [first] = slides;
  return (
    <section className="hero" aria-label="Highlights">
      <Suspense
        fallback={
          first && (
            <div className="hero-swiper hero-still">
              <HeroSlide slide={first} first />
            </div>
          )
        }
      >
        <HeroSlider />
      </Suspense>
    </section>
  );
}
