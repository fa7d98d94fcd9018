import { messagesEn } from '@skytrace/contracts';
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

// English is the reference shape: the Chinese resources are typed against these types, so a
// missing key fails the type check before the parity test runs.
export type Common = typeof common;
export type Volunteer = typeof volunteer;
export type Accounts = typeof accounts;

export const en = {
  ...common,
  // Messages shared with the server (errors, validation), under `shared.` for the forms to come.
  shared: messagesEn,
  volunteer,
  tracker,
  trackerTools,
  mapOptions,
  mobile,
  playback,
  accounts,
  legal: {
    otherEdition: '中文版',
    terms,
    privacy,
  },
};

export type Messages = typeof en;
