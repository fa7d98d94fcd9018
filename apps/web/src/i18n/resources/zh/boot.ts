import type { BootTexts } from '../en/boot';

// 手机首屏（ui/boot-chrome.ts）在 i18next 加载前显示的文字；common.ts 与 tracker.ts 取用同一值。
export const boot: BootTexts = {
  appName: '天迹 ADS-B',
  openMenu: '打开菜单',
  searchLabel: '搜索实时航班',
  searchPlaceholder: '航班号、呼号、注册号、ICAO 地址或机场',
};
