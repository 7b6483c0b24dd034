export interface FormFieldProps {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange(name: string, value: string): void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  as?: 'input' | 'select' | 'textarea';
  /** Choices of a select, value and label; the first, empty, is the prompt. */
  options?: [string, string][];
  autoComplete?: string;
  maxLength?: number;
  min?: string;
  rows?: number;
  wide?: boolean;
}

/** A labelled field with its error message next to it, tied by `aria-describedby`. */
export function FormField({
  formId,
  name,
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  as = 'input',
  options = [],
  autoComplete,
  maxLength,
  min,
  rows,
  wide,
}: FormFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  };
  return (
    <div className={`field${wide ? ' field-wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {as === 'select' ? (
        <select {...common}>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      ) : as === 'textarea' ? (
        <textarea {...common} rows={rows} maxLength={maxLength} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} maxLength={maxLength} min={min} />
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
