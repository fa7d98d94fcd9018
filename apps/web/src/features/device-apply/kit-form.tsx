// The form parts of the kit pages: labelled inputs with their error, a message line, and the
// contracts' zod schemas run in the browser with the shared catalogue's messages (spec §5).
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@skytrace/contracts';
import { ApiError } from '../../api/http';

/** Field name → translated message of its first failed check. */
export type FieldErrors = Partial<Record<string, string>>;

interface CheckSchema {
  safeParse(
    values: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export function useValidate() {
  const { t } = useTranslation();
  return (schema: CheckSchema, values: unknown): FieldErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      if (errors[field] !== undefined) continue;
      errors[field] = isMessageKey(issue.message)
        ? t(`shared.${issue.message}`, { maximum: 6 })
        : t('shared.validation.invalidFormat');
    }
    return errors;
  };
}

/** The server's message for a failed call (the first field message of a 400). */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const data = error.body?.data as { issues?: { msg?: string }[] } | null | undefined;
    return data?.issues?.[0]?.msg ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A labelled input; its error is tied to it by aria-describedby, outside the label's name. */
export function Field(
  props: {
    label: string;
    error?: string | undefined;
    name: string;
  } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, error, name, ...input } = props;
  const id = useId();
  return (
    <div className="kit-field">
      <label className="kit-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="kit-field__input"
        name={name}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        {...input}
      />
      {error !== undefined && (
        <span className="kit-field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

export function TextArea(
  props: {
    label: string;
    error?: string | undefined;
    name: string;
  } & TextareaHTMLAttributes<HTMLTextAreaElement>,
) {
  const { label, error, name, ...input } = props;
  const id = useId();
  return (
    <div className="kit-field">
      <label className="kit-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="kit-field__input"
        name={name}
        rows={3}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        {...input}
      />
      {error !== undefined && (
        <span className="kit-field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  if (error)
    return (
      <p className="kit-message kit-message--error" role="alert">
        {error}
      </p>
    );
  if (info)
    return (
      <p className="kit-message kit-message--info" role="status">
        {info}
      </p>
    );
  return null;
}

/** `yyyy-MM-dd` of seconds since epoch, in the reader's time zone. */
export function formatDay(seconds: number | null): string {
  if (seconds === null) return '—';
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
