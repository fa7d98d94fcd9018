// Labelled form inputs shared by the account and kit forms. The error sits outside the label
// and is tied to the input by aria-describedby, so the input's name stays its label.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './form.css';

interface FieldProps {
  label: string;
  error?: string | undefined;
  name: string;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <span className="field__error" id={id}>
      {error}
    </span>
  );
}

/** A labelled input with its error under it. */
export function Field(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { label, error, name, ...input } = props;
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        name={name}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled multi-line input with its error under it. */
export function TextArea(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { label, error, name, ...input } = props;
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        name={name}
        rows={3}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A message line above a form's button: errors in red, confirmations in green. */
export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  if (error)
    return (
      <p className="form-message form-message--error" role="alert">
        {error}
      </p>
    );
  if (info)
    return (
      <p className="form-message form-message--info" role="status">
        {info}
      </p>
    );
  return null;
}
