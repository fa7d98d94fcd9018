import type { Messages } from '../en';

// 区域回放中轨迹文件面板的中文文本（规范 §7 轨迹文件查询）。键必须与 en/track-files.ts 完全一致。
export const trackFiles: Messages['trackFiles'] = {
  title: '轨迹文件',
  toggle: '此范围内的轨迹文件',
  hint: '时间窗口内经过当前视图的已记录航迹，最新的在前。因长时间信号缺失而分段的航班，每段各有一个文件。',
  loading: '正在查找轨迹文件…',
  none: '时间窗口内没有经过此视图的已记录航迹。',
  failed: '无法加载轨迹文件。',
  loginRequired: '登录后查看该信息。',
  found_one: '{{count}} 个文件',
  found_other: '{{count}} 个文件',
  foundMore_one: '超过 {{count}} 个文件',
  foundMore_other: '超过 {{count}} 个文件',
  incomplete: '仅检查了最近记录的航班：缩小视图或时间窗口即可查看全部。',
  list: '轨迹文件',
  points_one: '{{count}} 个点',
  points_other: '{{count}} 个点',
  icao: 'ICAO {{icao}}',
  registration: '注册号 {{anum}}',
  play: '回放',
  playFile: '回放 {{file}}',
  download: '下载 {{file}}',
  page: '第 {{page}} 页',
  previous: '上一页',
  next: '下一页',
};
