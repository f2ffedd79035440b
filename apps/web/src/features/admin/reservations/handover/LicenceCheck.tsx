import { useQuery } from '@tanstack/react-query';
import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { userRecord } from '../../users/index.ts';

/** The licence facts the office compares with the card in the customer's hand. */
const FACTS = [
  { key: 'licenseNumber', label: 'Licence number' },
  { key: 'licenseRegion', label: 'Issued by' },
  { key: 'licenseExpiry', label: 'Expires' },
  { key: 'dateOfBirth', label: 'Date of birth' },
] as const;

/**
 * The customer's licence as Keyturn has it, to check against the real one before the keys go.
 * The server judges it again (expiry, age) when the car is handed over.
 */
export function LicenceCheck({ userId }: { userId: number }) {
  const headingId = useId();
  const customer = useQuery({
    queryKey: userRecord.keys.detail(userId),
    queryFn: () => userRecord.fetch(userId),
  });
  return (
    <aside className="card-surface admin-aside h-100" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 admin-aside-title">
        Check the licence
      </h2>
      {customer.isError ? (
        <p className="text-secondary mb-0">The customer's details could not be loaded.</p>
      ) : !customer.data ? (
        <p className="text-secondary mb-0">Loading the customer's details…</p>
      ) : (
        <>
          <p className="mb-2">
            {customer.data.firstName} {customer.data.lastName}
          </p>
          <dl className="admin-facts mb-2">
            {FACTS.map(({ key, label }) => (
              <Fragment key={key}>
                <dt>{label}</dt>
                <dd>{customer.data[key] || <span className="text-danger">Not on record</span>}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="small text-secondary mb-0">
            Compare these with the licence itself. Missing details can be added on{' '}
            <Link to={`/admin/users/${userId}`}>the customer's page</Link>.
          </p>
        </>
      )}
    </aside>
  );
}
