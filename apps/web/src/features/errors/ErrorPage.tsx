import { LinkButton } from '../../components/LinkButton.tsx';
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

interface ErrorPageProps {
  code: string;
  title: string;
  children: ReactNode;
}

export function ErrorPage({ code, title, children }: ErrorPageProps) {
  return (
    <Container className="error-page text-center">
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <h1 className="error-title">{title}</h1>
      <p className="error-text">{children}</p>
      <LinkButton to="/" variant="primary">
        Back To Home
      </LinkButton>
    </Container>
  );
}
