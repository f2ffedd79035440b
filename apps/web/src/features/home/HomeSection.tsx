import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

/** A section's heading: a small word above its title, and a sentence under it. */
interface SectionHeading {
  kicker: string;
  title: string;
  lead: string;
}

interface HomeSectionProps {
  /** The title's id, which names the section. */
  id: string;
  heading: SectionHeading;
  /** The section's classes: its spacing and background. */
  className?: string;
  children: ReactNode;
}

/** A home page section under its centred heading: a kicker, the title and a lead sentence. */
export function HomeSection({ id, heading, className = 'section', children }: HomeSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <Container>
        <div className="section-heading text-center">
          <p className="section-kicker">{heading.kicker}</p>
          <h2 id={id} className="section-title">
            {heading.title}
          </h2>
          <p className="section-lead">{heading.lead}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}
