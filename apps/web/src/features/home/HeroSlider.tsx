import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SLIDER_AUTOPLAY_MS, slides } from '../../content/slides.ts';
import { HeroSlide } from './HeroSlide.tsx';

export default function HeroSlider() {
  return (
    <Swiper
      modules={[A11y, Autoplay, EffectFade, Navigation, Pagination]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      autoplay={{ delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      navigation
      loop
      className="hero-swiper"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.title}>
          <HeroSlide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
