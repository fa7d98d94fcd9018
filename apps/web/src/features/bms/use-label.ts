import { useTranslation } from 'react-i18next';

/**
 * Translates a stored name that may be an i18n key (menus seeded from the server's modules are
 * named `bmsMenu.*`); names an administrator typed are shown as typed.
 */
export function useLabel(): (name: string) => string {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as (key: string) => string;
  return (name) => (i18n.exists(name) ? translate(name) : name);
}
