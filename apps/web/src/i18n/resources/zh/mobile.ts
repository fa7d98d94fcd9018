import type { mobile as mobileEn } from '../en/mobile';

// 移动版（规格 §2 /mobile）界面文字；键必须与 en/mobile.ts 完全一致。
export const mobile: typeof mobileEn = {
  sheet: {
    peek: '放大详情面板',
    half: '详情面板全屏',
    full: '缩小详情面板',
  },
  controls: {
    group: '地图控件',
    zoomIn: '放大',
    zoomOut: '缩小',
    north: '地图朝北',
  },
};
