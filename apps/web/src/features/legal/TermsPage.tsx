import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { company } from '../../content/company.ts';
import { termsQuery } from '../../lib/company-settings.ts';

/**
 * The terms a booking is made under, as the server writes them from the settings and price
 * rules it applies (on the server too, which renders the page whole): never other figures than
 * those charged. `?version=` shows the wording a booking was made under.
 */
export function TermsPage() {
  const asked = new URLSearchParams(useLocation().search).get('version') ?? undefined;
  const { data: terms } = useSuspenseQuery(termsQuery(asked));
  return (
    <>
      <PageHeader
        title="Terms and Conditions"
        subtitle="The rules of renting a Keyturn car by the hour, in plain words."
      />
      <Container className="section narrow">
        <p className="lead">
          These terms apply to every booking you make with {company.name}, on this site or through
          our office. Ticking &ldquo;I accept the terms and conditions&rdquo; when you book means
          you agree to them.
        </p>
        {asked && (
          <p className="alert alert-info small">
            These are the terms as they read when your booking was made. The{' '}
            <Link to="/terms">current terms</Link> apply to new bookings.
          </p>
        )}
        {terms.sections.map((section) => (
          <Fragment key={section.title}>
            <h2 className="h4 mt-4">{section.title}</h2>
            <Paragraphs paragraphs={section.paragraphs} />
          </Fragment>
        ))}
        <h2 className="h4 mt-4">Questions</h2>
        <p>
          Call us at <PhoneLink phone={company.phones[0]} />, write to{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a> or send us a message from the{' '}
          <Link to="/contact">contact page</Link>.
        </p>
        <p className="text-secondary small mb-0">Version {terms.version}</p>
      </Container>
    </>
  );
}
