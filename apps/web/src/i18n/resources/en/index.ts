import { messagesEn } from '@skytrace/contracts';
import { accounts } from './accounts';
import { bms } from './bms';
import { bmsOps } from './bms-ops';
import type { Documents } from './documents';
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

// English is the reference shape: the Chinese resources are typed against these types, so a
// missing key fails the type check before the parity test runs.
export type Common = typeof common;
export type Volunteer = Documents['volunteer'];
export type Accounts = typeof accounts;
export type Bms = typeof bms;
export type BmsOps = typeof bmsOps;
export type Kit = typeof kit;
export type DeviceMap = typeof deviceMap;
export type NetworkFigures = typeof networkFigures;
export type CoverageRest = typeof coverageRest;
export type Gallery = typeof gallery;
export type Weather = typeof weather;
export type Events = typeof events;
export type Airport = typeof airport;
export type Follow = typeof follow;
export type Chat = typeof chat;
export type Community = typeof community;
export type Wechat = typeof wechat;

export const en = {
  ...common,
  // Messages shared with the server (errors, validation), under `shared.` for the forms to come.
  shared: messagesEn,
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
    otherEdition: '中文版',
  },
};

/** What the app shell loads for a language; the long documents come with their pages. */
export type ShellMessages = typeof en;

/** Every key, shell and documents (the i18next key types). */
export type Messages = Omit<ShellMessages, 'legal'> &
  Omit<Documents, 'legal'> & { legal: ShellMessages['legal'] & Documents['legal'] };
