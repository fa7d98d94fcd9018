import { messagesZh } from '@skytrace/contracts';
import type { ShellMessages } from '../en';
import { accounts } from './accounts';
import { bms } from './bms';
import { bmsOps } from './bms-ops';
import { common } from './common';
import { mapOptions } from './map-options';
import { mobile } from './mobile';
import { myDevices } from './my-devices';
import { playback } from './playback';
import { trackFiles } from './track-files';
import { tracker } from './tracker';
import { trackerTools } from './tracker-tools';
import { kit } from './kit';
import { deviceMap } from './device-map';
import { networkFigures } from './network-figures';
import { coverageRest } from './coverage-rest';
import { gallery } from './gallery';
import { weather } from './weather';
import { events } from './events';
import { airport } from './airport';
import { follow } from './follow';
import { chat } from './chat';
import { community } from './community';
import { wechat } from './wechat';

export const zh: ShellMessages = {
  ...common,
  shared: messagesZh,
  tracker,
  trackerTools,
  mapOptions,
  mobile,
  playback,
  trackFiles,
  accounts,
  ...bms,
  bmsOps,
  myDevices,
  kit,
  ...deviceMap,
  ...networkFigures,
  ...coverageRest,
  gallery,
  weather,
  events,
  airport,
  ...follow,
  chat,
  ...community,
  ...wechat,
  legal: {
    otherEdition: 'English edition',
  },
};
