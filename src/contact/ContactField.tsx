// One labelled input of the contact form, with an optional hint and its inline error, both tied to
// the input through aria-describedby so a screen reader reads them with the field.
import type { InputHTMLAttributes } from "react";

export interface ContactFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

export function ContactField({ name, label, hint, error, className, ...input }: ContactFieldProps) {
  const id = `contact-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field-input"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-granite">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
