// 接收机页的网络数据：ADS-B 覆盖率（`/business/pcr/adsb`）与各国家和地区的接收机数（`/index/country`）。
import type { NetworkFigures } from '../en';

export const networkFigures: NetworkFigures = {
  networkFigures: {
    title: '网络 ADS-B 覆盖',
    explain:
      '当前接收机听到的航空器中，收到位置的比例。听到却没有位置的航空器，说明没有接收机能解出它的位置。',
    rate: '位置覆盖率',
    aircraft: '听到的航空器',
    positioned: '有位置',
    receiversOnline: '在线接收机',
    receiversOf: '/ {{total}} 台',
    areaToday: '今日覆盖面积',
    days: '最近 {{count}} 天',
    day: '日期',
    receivers: '接收机',
    positions: '位置数',
    area: '覆盖面积',
    areaValue: '{{value}} 平方公里',
    countriesTitle: '各国家和地区的接收机',
    country: '国家或地区',
    online: '在线',
    liveAircraft: '在该国注册的在飞航空器',
    noReceivers: '还没有定位的接收机。',
  },
};
