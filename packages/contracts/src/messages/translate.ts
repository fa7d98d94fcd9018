import type { Language } from '../constants';
import { en, type MessageCatalogue } from './en';
import { zh } from './zh';

const catalogues: Record<Language, MessageCatalogue> = { en, zh };

/** Dotted keys of the shared catalogue, e.g. `errors.notFound` or `validation.emailInvalid`. */
export type MessageKey = {
  [G in keyof MessageCatalogue]: `${G & string}.${keyof MessageCatalogue[G] & string}`;
}[keyof MessageCatalogue];

/** The shared message catalogues, for the web's i18n resources. */
export const messageCatalogues: Readonly<Record<Language, MessageCatalogue>> = catalogues;

/** True when `key` names a message of the shared catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  const [group, name] = key.split('.');
  if (group === undefined || name === undefined || !(group in en)) return false;
  return name in en[group as keyof MessageCatalogue];
}

/** The text of `key` in `language` with `{{name}}` placeholders filled from `values`. */
export function translateMessage(
  language: Language,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const [group, name] = key.split('.') as [keyof MessageCatalogue, string];
  const texts = catalogues[language][group] as Record<string, string>;
  const template = texts[name] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, placeholder: string) =>
    String(values[placeholder] ?? ''),
  );
}
