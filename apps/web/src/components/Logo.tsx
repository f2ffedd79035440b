import { Link } from 'react-router';
import logoDark from '../assets/images/logo.svg';
import logoLight from '../assets/images/logo-light.svg';

interface LogoProps {
  /** The light variant sits on navy backgrounds. */
  light?: boolean;
  className?: string;
}

export function Logo({ light = false, className = '' }: LogoProps) {
  return (
    <Link to="/" className={`logo d-inline-flex align-items-center ${className}`}>
      <img src={light ? logoLight : logoDark} alt="Keyturn home" width={165} height={36} />
    </Link>
  );
}
