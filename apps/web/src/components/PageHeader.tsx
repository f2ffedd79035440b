import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
}

/** The navy band that opens every inner page, holding its one h1. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className="page-header">
      <Container>
        <h1 className="page-header-title">{title}</h1>
        {subtitle && <p className="page-header-subtitle mb-0">{subtitle}</p>}
      </Container>
    </header>
  );
}
