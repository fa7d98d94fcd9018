import type { Follow } from '../en';

export const follow: Follow = {
  title: '关注的航班',
  count: '{{count}} / {{limit}}',
  followFlight: '关注航班',
  followAircraft: '关注飞机',
  unfollow: '取消关注',
  remove: '删除',
  empty: '您还没有关注航班。在地图上打开一个航班，点击“关注航班”。',
  aircraft: '飞机',
  inFlight: '飞行中',
  notFlying: '未在飞行',
  enablePush: '开启通知',
  pushOn: '通知已开启',
  pushDenied: '此浏览器已阻止通知。',
  pushFailed: '无法开启通知。',
};
