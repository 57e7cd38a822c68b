import { COPYRIGHT_YEAR } from '@tvet/contract';
import { APP_NAME } from '@/lib/title';

export function Footer() {
  return (
    <footer className="px-4 py-6 text-center text-sm text-muted">
      © {COPYRIGHT_YEAR} {APP_NAME}
    </footer>
  );
}
