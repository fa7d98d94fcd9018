import { messagesZh } from '@skytrace/contracts';
import type { Messages } from '../en';
import { accounts } from './accounts';
import { common } from './common';
import { mapOptions } from './map-options';
import { mobile } from './mobile';
import { playback } from './playback';
import { privacy } from './privacy';
import { terms } from './terms';
import { tracker } from './tracker';
import { trackerTools } from './tracker-tools';
import { volunteer } from './volunteer';

export const zh: Messages = {
  ...common,
  shared: messagesZh,
  volunteer,
  tracker,
  trackerTools,
  mapOptions,
  mobile,
  playback,
  accounts,
  legal: {
    otherEdition: 'English edition',
    terms,
    privacy,
  },
};
