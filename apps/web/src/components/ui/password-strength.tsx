import { passwordStrength, type PasswordStrength as Strength } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';

const LEVELS: Record<Strength, { label: string; filled: number; colour: string }> = {
  poor: { label: 'Poor', filled: 1, colour: 'bg-red-700' },
  weak: { label: 'Weak', filled: 2, colour: 'bg-amber-600' },
  strong: { label: 'Strong', filled: 3, colour: 'bg-brand-600' },
};

export const PASSWORD_RULE_HINT = 'Use at least 8 characters, an uppercase letter, and a number or symbol.';

/** Strength in words and as a bar, so colour is never the only signal (WCAG 1.4.1). */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div id={id} className="flex flex-col gap-1" data-strength={strength}>
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${password && segment <= level.filled ? level.colour : 'bg-gray-200'}`}
          />
        ))}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {password ? (
          <>
            {t('Password strength:')} <strong className="text-ink">{level.label}</strong>
          </>
        ) : (
          PASSWORD_RULE_HINT
        )}
      </p>
    </div>
  );
}
