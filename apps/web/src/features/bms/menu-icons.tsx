// Icons a menu entry may name (its `icon` field): a fixed table, so a stored name never loads
// code. An unknown name shows no icon.
import {
  AppstoreOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  MailOutlined,
  MenuOutlined,
  PictureOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WechatOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  'bar-chart': <BarChartOutlined />,
  clock: <ClockCircleOutlined />,
  cloud: <CloudOutlined />,
  database: <DatabaseOutlined />,
  environment: <EnvironmentOutlined />,
  'file-text': <FileTextOutlined />,
  home: <HomeOutlined />,
  mail: <MailOutlined />,
  menu: <MenuOutlined />,
  picture: <PictureOutlined />,
  setting: <SettingOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
  wechat: <WechatOutlined />,
  wifi: <WifiOutlined />,
};

/** The names an administrator can choose from. */
export const MENU_ICON_NAMES = Object.keys(ICONS);

export function menuIcon(name: string | null): ReactNode {
  return name ? (ICONS[name] ?? null) : null;
}
