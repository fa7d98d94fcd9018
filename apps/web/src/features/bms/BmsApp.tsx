import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { BmsLayout } from './BmsLayout';
import './bms.css';

/** The back office: Ant Design in the interface language around the admin layout. */
export function BmsApp() {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS}>
      <AntApp>
        <BmsLayout />
      </AntApp>
    </ConfigProvider>
  );
}
