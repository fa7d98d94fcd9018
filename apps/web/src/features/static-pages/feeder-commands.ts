import { BEAST_FEED_PORT } from '../../lib/constants';

// Shell commands shown on the volunteer page. They are code, not prose, so they are the same in
// both languages and are not translated.

/** wiedehopf's readsb installer, the usual way to set readsb up on Raspberry Pi OS. */
export const READSB_INSTALL =
  'sudo bash -c "$(wget -O - https://github.com/wiedehopf/adsb-scripts/raw/master/readsb-install.sh)"';

export const UUID_COMMAND = 'cat /proc/sys/kernel/random/uuid';

/** readsb connector feeding this deployment's Beast port with the receiver's UUID. */
export function netConnector(feedHost: string): string {
  return `--net-connector ${feedHost},${BEAST_FEED_PORT},beast_reduce_plus_out,uuid=00000000-0000-0000-0000-000000000000`;
}

export const RESTART_READSB = 'sudo systemctl restart readsb';
