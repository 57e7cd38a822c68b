import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';

/**
 * A menu link that knows when its page (or a page under it) is open: it is then marked aria-current="page"
 * and styled active. Stands in for React Router's NavLink, whose extra code would land in every first load.
 */
export function NavItem({
  to,
  current,
  className,
  onClick,
  children,
}: {
  to: string;
  /** Decided by the menu when one item's page lies under another's ('/admin' and '/admin/audit'). */
  current?: boolean;
  className: (active: boolean) => string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const active = current ?? isUnder(pathname, to);
  return (
    <Link to={to} onClick={onClick} aria-current={active ? 'page' : undefined} className={className(active)}>
      {children}
    </Link>
  );
}

/** The page `to` is open, or a page under it. */
export const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
