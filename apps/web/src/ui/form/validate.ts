import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@skytrace/contracts';

/** Field name → translated message of its first failed check. */
export type FieldErrors = Partial<Record<string, string>>;

/** The part of a zod schema the forms use (and the limits zod puts on a size issue). */
export interface CheckSchema {
  safeParse(values: unknown):
    | { success: true }
    | {
        success: false;
        error: {
          issues: {
            path: PropertyKey[];
            message: string;
            maximum?: unknown;
            minimum?: unknown;
          }[];
        };
      };
}

const limit = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? String(value) : undefined;

type Translate = (key: string, options: Record<string, string | undefined>) => string;

/**
 * Runs a contracts schema. Its messages are keys of the shared catalogue (spec §5), shown with
 * the issue's own limit ("at most {{maximum}} characters"); the first failure of a field wins.
 */
export function fieldErrors(t: Translate, schema: CheckSchema, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field] !== undefined) continue;
    errors[field] = isMessageKey(issue.message)
      ? t(`shared.${issue.message}`, {
          maximum: limit(issue.maximum),
          minimum: limit(issue.minimum),
        })
      : t('shared.validation.invalidFormat', {});
  }
  return errors;
}

/** `fieldErrors` in the page's language. */
export function useValidate() {
  const { t } = useTranslation();
  return (schema: CheckSchema, values: unknown): FieldErrors =>
    fieldErrors((key, options) => t(key as never, options), schema, values);
}
