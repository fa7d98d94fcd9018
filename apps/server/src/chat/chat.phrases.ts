// The built-in assistant's sentences in zh and en, filled from tool data. They describe what
// the services returned and nothing else; the assistant introduces itself as built-in.
import type { EventKind } from '@skytrace/contracts';
import type { ChatLanguage } from './chat.intents';

/** HH:mm in China time (the product's home time zone). */
export function clock(seconds: number): string {
  return new Date(seconds * 1000).toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const eventNames: Record<EventKind, { zh: string; en: string }> = {
  goAround: { zh: '复飞', en: 'a go-around' },
  holding: { zh: '盘旋等待', en: 'holding' },
  divert: { zh: '备降', en: 'a diversion' },
  return: { zh: '返航', en: 'a return to the departure airport' },
  emergency: { zh: '紧急状态', en: 'an emergency' },
  rapidDescent: { zh: '快速下降', en: 'a rapid descent' },
  goAroundBurst: { zh: '机场连续复飞', en: 'several go-arounds at the airport' },
};

export function eventName(kind: EventKind, language: ChatLanguage): string {
  return eventNames[kind][language];
}

const round = (value: number) => Math.round(value).toLocaleString('en-US');

export const phrases = {
  zh: {
    cannot:
      '我是天迹的内置助手（未配置 AI 模型），只能回答这几类问题：某航班现在在哪（“MU5101 现在在哪”）、某地上空的飞机（“上海上空 3000 米以下有哪些飞机”）、某飞机某天的起降时间（“B-1234 昨天什么时候降落”）、延误最多的机场、我的接收机状态、某航班为什么热门（“CA1234 为什么是热门航班”）、机场出发/到达（“PVG 出发”）。这个问题我回答不了。',
    notLive: (flight: string) =>
      `实时数据中没有 ${flight}：目前没有接收机收到它的信号（可能在地面、未起飞或不在覆盖范围内）。`,
    position: (p: PositionText) =>
      `${p.flight}${p.details ? `（${p.details}）` : ''}现在位于北纬 ${p.lat}°、东经 ${p.lon}°` +
      (p.onGround ? '，在地面' : p.altitudeM !== null ? `，高度 ${round(p.altitudeM)} 米` : '') +
      (p.speedKmh !== null ? `，地速 ${round(p.speedKmh)} 公里/小时` : '') +
      (p.track !== null ? `，航迹 ${p.track}°` : '') +
      (p.near ? `，距 ${p.near.icao} 机场 ${p.near.distanceKm} 公里` : '') +
      (p.secondsAgo !== null ? `（${p.secondsAgo} 秒前收到）` : '') +
      '。',
    unknownPlace: (place: string) => `找不到叫“${place}”的城市或机场，请换个名称或使用机场代码。`,
    area: (place: string, count: number, below: number | null) =>
      `${place}周围 60 公里内${below !== null ? ` ${round(below)} 米以下` : ''}现在有 ${count} 架飞机在空中` +
      (count > 0 ? '：' : '。'),
    areaLine: (flight: string, altitudeM: number, route: string) =>
      `${flight} ${round(altitudeM)} 米${route ? ` ${route}` : ''}`,
    areaMore: (shown: number) => `（按高度从低到高列出前 ${shown} 架）`,
    noAirframe: (aircraft: string) =>
      `找不到 ${aircraft}：它不在实时数据中，机队资料里也没有这个注册号。`,
    noneOnDay: (aircraft: string, date: string, event: 'landed' | 'tookOff') =>
      `${date}（北京时间）没有记录到 ${aircraft} 的${event === 'landed' ? '降落' : '起飞'}。`,
    movement: (aircraft: string, date: string, event: 'landed' | 'tookOff', times: string[]) =>
      `${aircraft} 在 ${date}（北京时间）${event === 'landed' ? '降落' : '起飞'}于 ${times.join('，')}。`,
    movementAt: (time: string, airport: string | null, callsign: string | null) =>
      `${time}${airport ? ` ${airport}` : ''}${callsign ? `（${callsign}）` : ''}`,
    noDelays: '最近两小时的计划航班中，没有机场出现出发延误（或尚未观测到足够的起飞）。',
    delays: (lines: string[]) => `目前出发延误最多的机场：${lines.join('；')}。`,
    delayLine: (name: string, delayed: number, due: number, average: number) =>
      `${name} ${due} 班中延误 ${delayed} 班，平均延误 ${round(average)} 分钟`,
    noDevices: '您的账号下还没有绑定接收机。',
    device: (d: DeviceText) =>
      `${d.name}：${d.online ? '在线' : '离线'}` +
      (d.online ? `，每秒 ${round(d.messageRate)} 条消息，现在收到 ${d.aircraftNow} 架飞机` : '') +
      `，今天 ${round(d.todayMessages)} 条消息、${d.todayAircraft} 架飞机、最远 ${round(d.todayRange)} 公里` +
      `；昨天 ${round(d.yesterdayMessages)} 条消息、${d.yesterdayAircraft} 架飞机。`,
    hotBecause: (flight: string, what: string, airport: string, time: string) =>
      `${flight} 成为热门航班，是因为它 ${time} ${airport ? `在 ${airport} ` : ''}发生了${what}。`,
    hotSquawk: (flight: string, squawk: string) =>
      `${flight} 正在发送应答机代码 ${squawk}（紧急代码）。`,
    hotOthers: (count: number) => `过去 24 小时共检测到 ${count} 个事件。`,
    hotNoEvent: (flight: string) =>
      `热门航班是最近 30 分钟内查看最多的航班；过去 24 小时没有检测到 ${flight} 的复飞、盘旋、备降、返航或紧急事件，因此关注度并非来自这些事件。`,
    board: (airport: string, side: 'departures' | 'arrivals', lines: string[]) =>
      `${airport}${side === 'departures' ? '出发' : '到达'}：${lines.join('；')}。`,
    boardEmpty: (airport: string) => `${airport} 接下来没有计划航班。`,
    unknownAirport: (code: string) => `找不到机场 ${code}。`,
  },
  en: {
    cannot:
      "I am Skytrace's built-in assistant (no AI model is configured), and I only understand these kinds of questions: where a flight is now (“where is MU5101 now”), what is flying over a place (“what is flying over Shanghai below 3,000 m”), when an aircraft landed or took off on a day (“when did B-1234 land yesterday”), which airport has the most delays, how my receiver is doing, why a flight is hot (“why is CA1234 a hot flight”), and an airport's departures or arrivals (“departures at PVG”). I cannot answer this question.",
    notLive: (flight: string) =>
      `${flight} is not in the live picture: no receiver hears it now (it may be on the ground, not yet departed, or outside coverage).`,
    position: (p: PositionText) =>
      `${p.flight}${p.details ? ` (${p.details})` : ''} is now at ${p.lat}°N ${p.lon}°E` +
      (p.onGround
        ? ', on the ground'
        : p.altitudeM !== null
          ? `, ${round(p.altitudeM)} m high`
          : '') +
      (p.speedKmh !== null ? `, ${round(p.speedKmh)} km/h over the ground` : '') +
      (p.track !== null ? `, track ${p.track}°` : '') +
      (p.near ? `, ${p.near.distanceKm} km from ${p.near.icao}` : '') +
      (p.secondsAgo !== null ? ` (heard ${p.secondsAgo} s ago)` : '') +
      '.',
    unknownPlace: (place: string) =>
      `I found no city or airport called “${place}”; try another name or an airport code.`,
    area: (place: string, count: number, below: number | null) =>
      `${count} aircraft ${count === 1 ? 'is' : 'are'} airborne within 60 km of ${place}${below !== null ? ` below ${round(below)} m` : ''}` +
      (count > 0 ? ': ' : '.'),
    areaLine: (flight: string, altitudeM: number, route: string) =>
      `${flight} at ${round(altitudeM)} m${route ? ` ${route}` : ''}`,
    areaMore: (shown: number) => ` (the lowest ${shown} listed)`,
    noAirframe: (aircraft: string) =>
      `I cannot find ${aircraft}: it is not in the live picture and no airframe has this registration.`,
    noneOnDay: (aircraft: string, date: string, event: 'landed' | 'tookOff') =>
      `No ${event === 'landed' ? 'landing' : 'take-off'} of ${aircraft} was recorded on ${date} (China time).`,
    movement: (aircraft: string, date: string, event: 'landed' | 'tookOff', times: string[]) =>
      `${aircraft} ${event === 'landed' ? 'landed' : 'took off'} on ${date} (China time) at ${times.join(', ')}.`,
    movementAt: (time: string, airport: string | null, callsign: string | null) =>
      `${time}${airport ? ` at ${airport}` : ''}${callsign ? ` (${callsign})` : ''}`,
    noDelays:
      'No airport shows delayed departures in the last two hours of the timetable (or too few take-offs were observed yet).',
    delays: (lines: string[]) => `Most delayed departures now: ${lines.join('; ')}.`,
    delayLine: (name: string, delayed: number, due: number, average: number) =>
      `${name}, ${delayed} of ${due} departures delayed, ${round(average)} min on average`,
    noDevices: 'No receiver is bound to your account yet.',
    device: (d: DeviceText) =>
      `${d.name}: ${d.online ? 'online' : 'offline'}` +
      (d.online
        ? `, ${round(d.messageRate)} messages/s, ${d.aircraftNow} aircraft heard now`
        : '') +
      `; today ${round(d.todayMessages)} messages, ${d.todayAircraft} aircraft, up to ${round(d.todayRange)} km` +
      `; yesterday ${round(d.yesterdayMessages)} messages, ${d.yesterdayAircraft} aircraft.`,
    hotBecause: (flight: string, what: string, airport: string, time: string) =>
      `${flight} is a hot flight because of ${what}${airport ? ` at ${airport}` : ''} at ${time}.`,
    hotSquawk: (flight: string, squawk: string) =>
      `${flight} is squawking ${squawk} (an emergency code).`,
    hotOthers: (count: number) => ` ${count} events were detected in the last 24 hours.`,
    hotNoEvent: (flight: string) =>
      `Hot flights are the ones viewed most in the last 30 minutes; no go-around, holding, diversion, return or emergency of ${flight} was detected in the last 24 hours, so the interest does not come from such an event.`,
    board: (airport: string, side: 'departures' | 'arrivals', lines: string[]) =>
      `${side === 'departures' ? 'Departures' : 'Arrivals'} at ${airport}: ${lines.join('; ')}.`,
    boardEmpty: (airport: string) => `${airport} has no scheduled flights coming up.`,
    unknownAirport: (code: string) => `I found no airport ${code}.`,
  },
};

export interface PositionText {
  flight: string;
  details: string;
  lat: string;
  lon: string;
  onGround: boolean;
  altitudeM: number | null;
  speedKmh: number | null;
  track: number | null;
  near: { icao: string; distanceKm: number } | null;
  secondsAgo: number | null;
}

export interface DeviceText {
  name: string;
  online: boolean;
  messageRate: number;
  aircraftNow: number;
  todayMessages: number;
  todayAircraft: number;
  todayRange: number;
  yesterdayMessages: number;
  yesterdayAircraft: number;
}
