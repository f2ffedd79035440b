import { useEffect, useState } from 'react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { SLIDER_AUTOPLAY_MS, slides } from '../../content/slides.ts';
import { HeroSlide } from './HeroSlide.tsx';

/**
 * The home page's slides, fading one into the next every SLIDER_AUTOPLAY_MS, with arrows and a
 * dot per slide (the spec's slider). Written for its two slides rather than taken from a slider
 * library: what a fade needs is an index, a timer and an opacity, and the library cost a visit
 * to `/` 31 kB of script. The timer waits while the pointer or the focus is on the slides, so
 * nothing moves under a reader (WCAG 2.2.2), and starts again after each change of slide.
 */
export default function HeroSlider() {
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const show = (index: number) => setCurrent((index + count) % count);

  useEffect(() => {
    if (held || count < 2) return;
    const timer = window.setTimeout(() => setCurrent((current + 1) % count), SLIDER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, held, count]);

  return (
    <div
      className="hero-slider"
      aria-roledescription="carousel"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {slides.map((slide, index) => (
        <div
          key={slide.title}
          className={index === current ? 'hero-slide is-current' : 'hero-slide'}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          aria-hidden={index !== current}
          inert={index !== current}
        >
          <HeroSlide slide={slide} first={index === 0} />
        </div>
      ))}
      <button
        type="button"
        className="hero-slider-arrow is-previous"
        aria-label="Previous slide"
        onClick={() => show(current - 1)}
      >
        <FiChevronLeft aria-hidden="true" />
      </button>
      <button
        type="button"
        className="hero-slider-arrow is-next"
        aria-label="Next slide"
        onClick={() => show(current + 1)}
      >
        <FiChevronRight aria-hidden="true" />
      </button>
      <div className="hero-slider-dots">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            className="hero-slider-dot"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === current}
            onClick={() => show(index)}
          />
        ))}
      </div>
    </div>
  );
}
