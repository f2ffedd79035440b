import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';
import { ClientOnly } from '../../components/ClientOnly.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { slides } from '../../content/slides.ts';
import { HeroSlide } from './HeroSlide.tsx';
import './HeroSearch.scss';

// The slider's script follows the first download; the first slide shows as a still until it
// arrives (and in the server's HTML), and stays if it cannot (offline).
const HeroSlider = lazyPage(() => import('./HeroSlider.tsx'), 'default');
// The search form is in the server's HTML, styled by the first stylesheet, and works as a
// plain form from the start; its script follows the first download, and until it arrives the
// browser keeps the server's HTML of it.
const HeroSearch = lazyPage(() => import('./HeroSearch.tsx'), 'HeroSearch');

export function Hero() {
  const [first] = slides;
  const still = first && (
    <div className="hero-slider">
      <HeroSlide slide={first} first />
    </div>
  );
  return (
    <div className="home-hero">
      <section className="hero" aria-label="Highlights">
        <ClientOnly fallback={still}>
          <ErrorBoundary fallback={() => still}>
            <HeroSlider />
          </ErrorBoundary>
        </ClientOnly>
      </section>
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <HeroSearch />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
