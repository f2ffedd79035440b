import type { IconType } from 'react-icons';
import BootstrapSpinner from 'react-bootstrap/Spinner';
import { BsArrowRight } from 'react-icons/bs';
import { Link } from 'react-router';
import { useStatistic, type Statistic } from './api.ts';

export interface StatCardProps {
  statistic: Statistic;
  to: string;
  title: string;
  icon: IconType;
  tone: 'amber' | 'navy' | 'teal';
}

/** One dashboard figure, loaded on its own; the whole card leads to its list. */
export function StatCard({ statistic, to, title, icon: Icon, tone }: StatCardProps) {
  const { data: value, isError: failed } = useStatistic(statistic);
  return (
    <Link to={to} className={`stat-card stat-card-${tone}`}>
      <span className="stat-card-icon" aria-hidden="true">
        <Icon />
      </span>
      <span className="stat-card-text">
        <span className="stat-card-title">{title}</span>
        <span className="stat-card-value">
          {value !== undefined ? (
            value.toLocaleString('en-US')
          ) : failed ? (
            '–'
          ) : (
            <BootstrapSpinner
              animation="border"
              size="sm"
              role="status"
              aria-label={`Loading ${title.toLowerCase()}`}
            />
          )}
        </span>
      </span>
      <BsArrowRight aria-hidden="true" className="stat-card-arrow" />
    </Link>
  );
}
