import { messagesZh } from '@skytrace/contracts';
import type { ShellMessages } from '../en';
import { accounts } from './accounts';
import { bms } from './bms';
import { common } from './common';
import { mapOptions } from './map-options';
import { mobile } from './mobile';
import { playback } from './playback';
import { trackFiles } from './track-files';
import { tracker } from './tracker';
import { trackerTools } from './tracker-tools';

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
  legal: {
    otherEdition: 'English edition',
  },
};
