import { Button } from '@/components/ui/button';

/** A list that failed to load: the message, and a way to try again without reloading the whole app. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4"
    >
      <p className="font-semibold text-red-900">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
