import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Ant Design in the interface language (pagers, date pickers, empty states, confirmations),
 * around a page that uses it. Each such page wraps itself, not the shell: the tracker, which
 * uses no Ant Design, must not download it (apps/web/README.md, bundle budget).
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
