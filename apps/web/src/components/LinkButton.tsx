import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}

/** A router link styled as a Bootstrap button (navigation stays a link for assistive tech). */
export function LinkButton({ variant = 'primary', size, className, ...props }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className];
  return <Link {...props} className={classes.filter(Boolean).join(' ')} />;
}
