import type { TFunction } from 'i18next';

/** A handler's translated name; an unknown one (a module added later) shows its key. */
export function handlerLabel(t: TFunction, key: string): string {
  return t(`bmsOps.handlers.${key}` as 'bmsOps.handlers.trace retention', { defaultValue: key });
}

/** Parses the parameters field: a JSON object, or undefined when it is not one. */
export function parseParams(
  text: string,
): Record<string, string | number | boolean | null> | undefined {
  if (text.trim() === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    for (const item of Object.values(value)) {
      if (item !== null && !['string', 'number', 'boolean'].includes(typeof item)) return undefined;
    }
    return value as Record<string, string | number | boolean | null>;
  } catch {
    return undefined;
  }
}
