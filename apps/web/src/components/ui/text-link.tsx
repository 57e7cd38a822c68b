import type { ComponentProps } from 'react';
import { Link } from './link';

/** An in-app link styled as text; underlined so it is not told apart by colour alone. */
export function TextLink({ className = '', ...props }: ComponentProps<typeof Link>) {
  return <Link className={`text-link ${className}`} {...props} />;
}
