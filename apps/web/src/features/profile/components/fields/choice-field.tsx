import type { UseFormRegisterReturn } from 'react-hook-form';

/** A yes/no question as two large radio buttons in a fieldset (easier on a phone than a dropdown). */
export function ChoiceField({
  id,
  label,
  required,
  error,
  options = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
  ...register
}: UseFormRegisterReturn & {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  options?: { value: string; label: string }[];
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2 rounded-lg"
    >
      <legend className="mb-1 font-semibold">
        {label}
        {required && (
          <span className="text-red-800" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 min-w-28 cursor-pointer items-center gap-3 rounded-lg border px-4 has-checked:border-brand-700 has-checked:bg-brand-50 ${
              error ? 'border-red-700' : 'border-gray-500'
            }`}
          >
            <input type="radio" value={option.value} className="size-5 accent-brand-700" {...register} />
            <span className="font-medium">{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      )}
    </fieldset>
  );
}
