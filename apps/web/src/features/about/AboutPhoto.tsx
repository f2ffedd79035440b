import { aboutPage } from '../../content/about.ts';

/** The about page's photo, also beside the home page's "Who we are", at its own size. */
export function AboutPhoto({ alt, className }: { alt: string; className: string }) {
  return (
    <img
      src={aboutPage.image}
      alt={alt}
      width={900}
      height={600}
      loading="lazy"
      className={className}
    />
  );
}
