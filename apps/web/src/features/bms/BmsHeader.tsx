import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Button, Layout, Segmented, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInfo } from '../../session/user-info';
import { useLanguage } from '../../ui/use-language';
import { greetingKey, greetingName } from './greeting';

function useFullscreen(): [boolean, () => void] {
  const [full, setFull] = useState(document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    // Refused outside a user gesture or in a frame; the button then simply does nothing.
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => undefined);
  };
  return [full, toggle];
}

/** Spec §2 admin header: menu toggle, greeting by the hour, language, full screen, way out. */
export function BmsHeader(props: {
  user: UserInfo | null;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const [full, toggleFull] = useFullscreen();
  const greeting = t(`bms.greeting.${greetingKey(new Date().getHours())}`, {
    name: greetingName(props.user),
  });
  return (
    <Layout.Header className="bms__header">
      <Button
        type="text"
        aria-label={props.collapsed ? t('bms.expand') : t('bms.collapse')}
        icon={props.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={props.onToggle}
      />
      <span className="bms__greeting" data-testid="bms-greeting">
        {greeting}
      </span>
      <span className="bms__spacer" />
      <Segmented
        size="small"
        value={language}
        onChange={(value) => setLanguage(value === 'zh' ? 'zh' : 'en')}
        options={[
          { value: 'zh', label: <span lang="zh-CN">{t('language.zh')}</span> },
          { value: 'en', label: <span lang="en">{t('language.en')}</span> },
        ]}
        aria-label={t('language.label')}
      />
      <Tooltip title={full ? t('bms.exitFullscreen') : t('bms.fullscreen')}>
        <Button
          type="text"
          aria-label={full ? t('bms.exitFullscreen') : t('bms.fullscreen')}
          icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFull}
        />
      </Tooltip>
      <Link to="/" className="bms__exit" aria-label={t('bms.backToSite')}>
        <HomeOutlined className="bms__exit-icon" />
        <span className="bms__exit-text">{t('bms.backToSite')}</span>
      </Link>
    </Layout.Header>
  );
}
