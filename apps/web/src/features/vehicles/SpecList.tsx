import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

export interface Spec {
  icon: IconType;
  label: string;
  value: ReactNode;
}

/** Labelled values as tiles of a definition list: a vehicle's specs, its rental terms. */
export function SpecList({ specs }: { specs: Spec[] }) {
  return (
    <dl className="vehicle-specs">
      {specs.map(({ icon: Icon, label, value }) => (
        <div key={label} className="vehicle-spec">
          <dt>
            <Icon aria-hidden="true" className="vehicle-spec-icon" />
            {label}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
