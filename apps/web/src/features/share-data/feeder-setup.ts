// The set-up lines of /share-data/script, filled in with this server's host, its feeder ports
// and the user's UUID. They are code, not prose: the same in both languages, never translated.

export interface FeederTarget {
  host: string;
  beastPort: number;
  sbsPort: number;
  httpUrl: string;
  uuid: string;
}

/** wiedehopf's readsb installer, the usual way to set readsb up on Raspberry Pi OS. */
export const READSB_INSTALL =
  'sudo bash -c "$(wget -O - https://github.com/wiedehopf/adsb-scripts/raw/master/readsb-install.sh)"';

export const RESTART_READSB = 'sudo systemctl restart readsb';

/** readsb's statistics of the last minute (stats.json of the installer's set-up), every 10 s. */
export const READSB_STATS = `sudo apt install -y jq && watch -n 10 "jq '.last1min | {messages, local: .local | {signal, noise, strong_signals}}' /run/readsb/stats.json"`;

/** readsb's connector: Beast with the receiver's UUID (`1a e4` frame) to this server. */
export function readsbConnector(target: FeederTarget): string {
  return `--net-connector ${target.host},${target.beastPort},beast_reduce_plus_out,uuid=${target.uuid}`;
}

/** readsb as a network-only relay for dump1090-fa: reads its Beast output, adds the UUID. */
export function readsbRelay(target: FeederTarget): string {
  return [
    'sudo readsb --device-type none --net-only --quiet \\',
    '  --net-connector 127.0.0.1,30005,beast_in \\',
    `  ${readsbConnector(target)}`,
  ].join('\n');
}

/** socat forwarding dump1090-fa's Beast output unchanged (no UUID: known by address). */
export function socatForwarder(target: FeederTarget): string {
  return `while true; do socat -u TCP:127.0.0.1:30005 TCP:${target.host}:${target.beastPort}; sleep 10; done`;
}

/** An SBS text feed whose first line names the UUID. */
export function sbsFeed(target: FeederTarget): string {
  const hex = target.uuid.replace(/-/g, '');
  return `while true; do { echo "UUID ${hex}"; socat -u TCP:127.0.0.1:30003 -; } | socat -u - TCP:${target.host}:${target.sbsPort}; sleep 10; done`;
}

/** A Variflight-style HTTP feeder in Python 3's standard library: from=UUID, code=base64(zlib). */
export function httpFeeder(target: FeederTarget): string {
  return `#!/usr/bin/env python3
# Skytrace HTTP feeder: SBS from the local decoder, posted once a second.
import base64, socket, time, urllib.parse, urllib.request, zlib

URL = "${target.httpUrl}"
UUID = "${target.uuid}"
SBS = ("127.0.0.1", 30003)

def feed():
    with socket.create_connection(SBS) as sbs:
        sbs.settimeout(1.0)
        while True:
            chunk, deadline = b"", time.monotonic() + 1.0
            while time.monotonic() < deadline:
                try:
                    data = sbs.recv(65536)
                except socket.timeout:
                    break
                if not data:
                    raise ConnectionError("the decoder closed its SBS port")
                chunk += data
            if chunk:
                code = base64.b64encode(zlib.compress(chunk)).decode()
                body = urllib.parse.urlencode({"from": UUID, "code": code}).encode()
                urllib.request.urlopen(URL, body, timeout=10).read()

while True:
    try:
        feed()
    except Exception as error:
        print("feeder:", error, flush=True)
        time.sleep(10)
`;
}
