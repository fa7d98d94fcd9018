// Shared views: sockets of one view get the same bytes, built once a tick; a socket that joins
// late or misses increments gets a full picture and ends up holding exactly what the others
// hold. Real parts: the live table, the identity cache and the protobuf codec; each "client"
// applies its batches as the web app's store does (full replaces, rows update, removed delete).
import { describe, expect, it } from 'vitest';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { IdentityCache } from './identity.cache';
import { RealtimeCodec } from './location.codec';
import { Subscription } from './subscription';
import { ViewGroups, type EncodedBatch, type ViewContext } from './view-group';

const codec = new RealtimeCodec();
const china = { north: 45, south: 18, east: 135, west: 73 };

/** What a client holds: icao → "lat,lon" in the batch's units, and identity callsigns. */
class Client {
  readonly aircraft = new Map<number, string>();
  readonly callsigns = new Map<number, string>();
  readonly received: EncodedBatch[] = [];

  take(batch: EncodedBatch | undefined): void {
    if (batch === undefined) return;
    this.received.push(batch);
    if (batch.identities !== undefined) {
      for (const row of codec.decodeIdentities(batch.identities))
        this.callsigns.set(row.icao, row.callsign);
    }
    if (batch.location === undefined) return;
    const decoded = codec.decodeLocation(batch.location);
    if (decoded.full) this.aircraft.clear();
    for (const icao of decoded.removed) this.aircraft.delete(icao);
    let icao = 0;
    decoded.icaoDelta.forEach((delta, i) => {
      icao += delta;
      const lat = decoded.originLat + (decoded.lat[i] ?? 0);
      const lon = decoded.originLon + (decoded.lon[i] ?? 0);
      this.aircraft.set(icao, `${lat.toString()},${lon.toString()}`);
    });
  }
}

function sky() {
  const table = new LiveTable();
  const identities = new IdentityCache(undefined);
  const views = new ViewGroups(codec);
  let now = 1_800_000_000;
  let tick = 0;
  const place = (icao: number, lat: number, lon: number, callsign = `T${icao.toString(16)}`) =>
    table.apply({ ...emptyLiveUpdate(), icao, deviceId: 'd', time: now, lat, lon, callsign });
  return {
    table,
    views,
    place,
    /** A new tick's context (the clock moves a second). */
    nextTick(): ViewContext {
      now += 1;
      tick += 1;
      return { table, identities, now, publishedMs: now * 1000, tick };
    },
    /** The context between ticks (an immediate answer to `sub`). */
    between(): ViewContext {
      return { table, identities, now, publishedMs: now * 1000, tick };
    },
  };
}

/** The server's tick for one socket: bring its view up to date, then send what it is owed. */
function serve(subscription: Subscription, client: Client, context: ViewContext): void {
  subscription.sync(context, true);
  client.take(subscription.nextBatch(context));
}

describe('shared views', () => {
  it('builds one increment per view per tick and gives every socket of it the same bytes', () => {
    const s = sky();
    for (let i = 0; i < 20; i++) s.place(0x780000 + i, 20 + i, 100 + i);
    const subscriptions = [0, 1, 2].map(() => new Subscription(s.views, china, -1));
    const clients = subscriptions.map(() => new Client());
    const first = s.between();
    subscriptions.forEach((subscription, k) => {
      subscription.sync(first, false);
      clients[k]?.take(subscription.nextBatch(first));
    });
    expect(s.views.size).toBe(1);
    expect(s.views.stats.built).toBe(1);
    expect(clients[0]?.received[0]?.location).toBe(clients[2]?.received[0]?.location);
    expect(clients[0]?.aircraft.size).toBe(20);

    const context = s.nextTick();
    s.place(0x780001, 21.5, 101.5);
    s.place(0x780002, 50, 102); // leaves the view (north of 45°)
    s.place(0x780100, 30, 110); // new
    const increments = s.views.stats.increments;
    subscriptions.forEach((subscription, k) => serve(subscription, clients[k] as Client, context));
    expect(s.views.stats.increments).toBe(increments + 1);
    const batches = clients.map((client) => client.received[1]);
    expect(batches[0]?.full).toBe(false);
    expect(batches[0]?.rows).toBe(2);
    // The same object, so the same bytes: encoded once.
    expect(batches[1]?.location).toBe(batches[0]?.location);
    expect(batches[2]?.location).toBe(batches[0]?.location);
    expect(batches[0]?.location && codec.decodeLocation(batches[0].location).removed).toEqual([
      0x780002,
    ]);
    for (const client of clients) expect(client.aircraft).toEqual(clients[0]?.aircraft);
    expect(clients[0]?.aircraft.has(0x780100)).toBe(true);
    expect(clients[0]?.callsigns.get(0x780100)).toBe('T780100');
  });

  it('gives a late joiner a full picture of the view, then the same increments as the others', () => {
    const s = sky();
    for (let i = 0; i < 10; i++) s.place(0x780000 + i, 20 + i, 100 + i);
    const early = new Subscription(s.views, china, -1);
    const earlyClient = new Client();
    serve(early, earlyClient, s.between());
    for (let t = 0; t < 3; t++) {
      const context = s.nextTick();
      s.place(0x780000 + t, 20.5 + t, 100.5 + t);
      serve(early, earlyClient, context);
    }
    // Between ticks something moves and something arrives; then a socket subscribes.
    s.place(0x780005, 25.5, 105.5);
    s.place(0x780200, 40, 120);
    const late = new Subscription(s.views, { ...china }, -1);
    const lateClient = new Client();
    const between = s.between();
    late.sync(between, false);
    lateClient.take(late.nextBatch(between));
    expect(lateClient.received[0]?.full).toBe(true);
    expect(lateClient.received[0]?.identityRows).toBe(10);

    const context = s.nextTick();
    s.place(0x780007, 27.5, 107.5);
    serve(early, earlyClient, context);
    serve(late, lateClient, context);
    const [increment] = lateClient.received.slice(-1);
    expect(increment?.full).toBe(false);
    expect(increment).toBe(earlyClient.received.at(-1));
    // The new arrival comes with the increment, and the late joiner holds what the early one holds.
    expect(lateClient.aircraft.has(0x780200)).toBe(true);
    expect(lateClient.aircraft).toEqual(earlyClient.aircraft);
    expect(lateClient.callsigns).toEqual(earlyClient.callsigns);
  });

  it('gives a socket that missed increments a full picture, not a drifted view', () => {
    const s = sky();
    for (let i = 0; i < 10; i++) s.place(0x780000 + i, 20 + i, 100 + i);
    const steady = new Subscription(s.views, china, -1);
    const slow = new Subscription(s.views, china, -1);
    const steadyClient = new Client();
    const slowClient = new Client();
    const first = s.between();
    serve(steady, steadyClient, first);
    serve(slow, slowClient, first);
    // Two ticks the slow socket is skipped (its send queue full): moves, a removal, a newcomer.
    let context = s.nextTick();
    s.place(0x780001, 21.5, 101.5);
    s.table.remove(0x780003);
    serve(steady, steadyClient, context);
    context = s.nextTick();
    s.place(0x780300, 33, 113);
    serve(steady, steadyClient, context);
    // Back: a full picture of the view as it is now.
    context = s.nextTick();
    s.place(0x780004, 24.5, 104.5);
    serve(steady, steadyClient, context);
    slow.sync(context, true);
    expect(slow.wantsFull).toBe(true);
    slowClient.take(slow.nextBatch(context));
    expect(slowClient.received.at(-1)?.full).toBe(true);
    expect(slowClient.aircraft).toEqual(steadyClient.aircraft);
    expect(slowClient.aircraft.has(0x780003)).toBe(false);
    expect(slowClient.aircraft.has(0x780300)).toBe(true);
    // And from then on the shared increments.
    context = s.nextTick();
    s.place(0x780005, 25.5, 105.5);
    serve(steady, steadyClient, context);
    serve(slow, slowClient, context);
    expect(slowClient.received.at(-1)).toBe(steadyClient.received.at(-1));
    expect(slowClient.aircraft).toEqual(steadyClient.aircraft);
  });

  it('skipped for a tick with nothing new, a socket is not behind', () => {
    const s = sky();
    s.place(0x780000, 20, 100);
    const one = new Subscription(s.views, china, -1);
    const two = new Subscription(s.views, china, -1);
    const [clientOne, clientTwo] = [new Client(), new Client()];
    serve(one, clientOne, s.between());
    serve(two, clientTwo, s.between());
    serve(one, clientOne, s.nextTick()); // nothing changed: no increment
    const context = s.nextTick();
    s.place(0x780000, 20.5, 100.5);
    serve(one, clientOne, context);
    two.sync(context, true);
    expect(two.wantsFull).toBe(false);
    clientTwo.take(two.nextBatch(context));
    expect(clientTwo.received.at(-1)?.full).toBe(false);
    expect(clientTwo.aircraft).toEqual(clientOne.aircraft);
  });

  it('keeps a limited view the same set for every socket, however late it joins', () => {
    const s = sky();
    for (let i = 0; i < 8; i++) s.place(0x780000 + i, 20 + i, 100 + i);
    const first = new Subscription(s.views, china, 3);
    const firstClient = new Client();
    serve(first, firstClient, s.between());
    expect(firstClient.aircraft.size).toBe(3);
    const context = s.nextTick();
    for (let i = 0; i < 8; i++) s.place(0x780000 + i, 20.2 + i, 100.2 + i);
    serve(first, firstClient, context);
    const later = new Subscription(s.views, china, 3);
    const laterClient = new Client();
    serve(later, laterClient, s.between());
    expect([...laterClient.aircraft.keys()].sort()).toEqual(
      [...firstClient.aircraft.keys()].sort(),
    );
    const next = s.nextTick();
    for (let i = 0; i < 8; i++) s.place(0x780000 + i, 20.3 + i, 100.3 + i);
    serve(first, firstClient, next);
    serve(later, laterClient, next);
    expect(laterClient.aircraft).toEqual(firstClient.aircraft);
    expect(laterClient.aircraft.size).toBe(3);
  });

  it('drops a view when its last socket leaves, and a new view for new bounds', () => {
    const s = sky();
    s.place(0x780000, 20, 100);
    const one = new Subscription(s.views, china, -1);
    const two = new Subscription(s.views, china, -1);
    one.sync(s.between(), false);
    two.sync(s.between(), false);
    expect(s.views.size).toBe(1);
    two.update({ ...china, north: 40 }, -1);
    two.sync(s.between(), false);
    expect(s.views.size).toBe(2);
    one.leave();
    two.leave();
    expect(s.views.size).toBe(0);
  });
});
