import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { company } from '../../content/company.ts';
import { termsSections } from '../../content/terms.ts';
import { companySettingsQuery } from '../../lib/company-settings.ts';

/**
 * The terms a booking is made under. The notice for cancelling and the booking horizon are the
 * server's settings: the page waits for them (on the server too, which renders it whole), so
 * that it never states other figures than those the server applies.
 */
export function TermsPage() {
  const { data: settings } = useSuspenseQuery(companySettingsQuery);
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
        {termsSections(settings).map((section) => (
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
      </Container>
    </>
  );
}
