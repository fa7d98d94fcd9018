// The built-in assistant (no provider configured): the grammar picks an intent, the same tools
// the provider's model calls answer it, and the phrases say what they returned. Questions outside
// the grammar get a plain statement of what it can answer.
import type { ChatLink } from '@skytrace/contracts';
import { parseIntent, questionLanguage, type ChatIntent, type ChatLanguage } from './chat.intents';
import { clock, eventName, phrases } from './chat.phrases';
import { callTool, type ChatToolContext, type ChatToolDeps } from './chat.tools';
import { flightEventsTool, flightLandingsTool, flightPositionTool } from './chat.tools.flights';
import {
  airportBoardTool,
  airportDelaysTool,
  flightsOverTool,
  myDevicesTool,
} from './chat.tools.places';

export interface BuiltinAnswer {
  language: ChatLanguage;
  intent: ChatIntent['kind'] | null;
  text: string;
  links: ChatLink[];
  tools: string[];
}

const degrees = (value: number | null) => (value === null ? '?' : value.toFixed(2));

/** Answers `question` from the grammar; `fallback` is the page's language for code-only text. */
export async function answerBuiltin(
  question: string,
  fallback: ChatLanguage,
  context: ChatToolContext,
  deps: ChatToolDeps,
): Promise<BuiltinAnswer> {
  const language = questionLanguage(question, fallback);
  const say = phrases[language];
  const intent = parseIntent(question);
  const answer = (text: string, links: ChatLink[] = [], tools: string[] = []): BuiltinAnswer => ({
    language,
    intent: intent?.kind ?? null,
    text,
    links,
    tools,
  });
  if (intent === null) return answer(say.cannot);
  switch (intent.kind) {
    case 'position': {
      const { data, links } = await callTool(
        flightPositionTool,
        { flight: intent.flight },
        context,
        deps,
      );
      if (!data.found) return answer(say.notLive(intent.flight), [], [flightPositionTool.name]);
      const route = data.from && data.to ? `${data.from}→${data.to}` : '';
      const details = [data.registration, data.aircraftType, route]
        .filter(Boolean)
        .join(language === 'zh' ? '，' : ', ');
      const text = say.position({
        flight: data.flight,
        details,
        lat: degrees(data.lat),
        lon: degrees(data.lon),
        onGround: data.onGround,
        altitudeM: data.altitudeM,
        speedKmh: data.groundSpeedKmh,
        track: data.trackDeg,
        near: data.nearestAirport,
        secondsAgo: data.secondsAgo,
      });
      return answer(text, links, [flightPositionTool.name]);
    }
    case 'area': {
      const { data, links } = await callTool(
        flightsOverTool,
        {
          place: intent.place,
          ...(intent.maxAltitudeM ? { maxAltitudeM: intent.maxAltitudeM } : {}),
        },
        context,
        deps,
      );
      if (!data.found) return answer(say.unknownPlace(intent.place), [], [flightsOverTool.name]);
      const place = (language === 'zh' ? data.place.cityZh : data.place.city) ?? data.place.name;
      const lines = data.flights.map((flight) =>
        say.areaLine(
          flight.flight,
          flight.altitudeM ?? 0,
          flight.from && flight.to ? `${flight.from}→${flight.to}` : '',
        ),
      );
      let text =
        say.area(place, data.count, data.maxAltitudeM) +
        lines.join(language === 'zh' ? '，' : ', ');
      if (data.count > lines.length) text += say.areaMore(lines.length);
      if (lines.length > 0) text += language === 'zh' ? '。' : '.';
      const flightLinks = data.flights.slice(0, 5).map((flight): ChatLink => ({
        kind: 'flight',
        label: flight.flight,
        path: `/tracker/${encodeURIComponent(flight.flight)}`,
      }));
      // The map link carries the place's name in the answer's language.
      const placeLinks = links.map((link) =>
        link.kind === 'map' ? { ...link, label: place } : link,
      );
      return answer(text, [...placeLinks, ...flightLinks], [flightsOverTool.name]);
    }
    case 'landings': {
      const { data, links } = await callTool(
        flightLandingsTool,
        { aircraft: intent.aircraft, day: intent.day },
        context,
        deps,
      );
      const name = data.registration ?? intent.aircraft;
      const moved = data.flights.filter((flight) =>
        intent.event === 'landed' ? flight.landedAt !== null : flight.takeoffAt !== null,
      );
      if (
        data.flights.length === 0 &&
        data.registration === null &&
        !/^[A-Z]{2,3}\d/.test(intent.aircraft)
      )
        return answer(say.noAirframe(intent.aircraft), [], [flightLandingsTool.name]);
      if (moved.length === 0)
        return answer(say.noneOnDay(name, data.date, intent.event), links, [
          flightLandingsTool.name,
        ]);
      const times = moved.map((flight) =>
        say.movementAt(
          clock((intent.event === 'landed' ? flight.landedAt : flight.takeoffAt) ?? 0),
          intent.event === 'landed' ? flight.to : flight.from,
          flight.callsign,
        ),
      );
      return answer(say.movement(name, data.date, intent.event, times), links, [
        flightLandingsTool.name,
      ]);
    }
    case 'delays': {
      const { data, links } = await callTool(airportDelaysTool, { limit: 5 }, context, deps);
      if (data.airports.length === 0) return answer(say.noDelays, [], [airportDelaysTool.name]);
      const lines = data.airports.map((row) =>
        say.delayLine(
          `${(language === 'zh' ? row.airport.cName : null) ?? row.airport.name} (${row.airport.IATA ?? row.airport.ICAO})`,
          row.delayedDepartures,
          row.departuresDue,
          row.averageDelayMinutes,
        ),
      );
      return answer(say.delays(lines), links, [airportDelaysTool.name]);
    }
    case 'devices': {
      const { data, links } = await callTool(myDevicesTool, {}, context, deps);
      if (data.devices.length === 0) return answer(say.noDevices, [], [myDevicesTool.name]);
      const text = data.devices
        .map((device) =>
          say.device({
            name: device.name,
            online: device.online,
            messageRate: device.messageRate,
            aircraftNow: device.aircraftNow,
            todayMessages: device.today.messages,
            todayAircraft: device.today.aircraft,
            todayRange: device.today.maxRangeKm,
            yesterdayMessages: device.yesterday.messages,
            yesterdayAircraft: device.yesterday.aircraft,
          }),
        )
        .join('\n');
      return answer(text, links, [myDevicesTool.name]);
    }
    case 'hot': {
      const { data, links } = await callTool(
        flightEventsTool,
        { flight: intent.flight },
        context,
        deps,
      );
      if (!data.found) return answer(say.notLive(intent.flight), [], [flightEventsTool.name]);
      const latest = data.latest ?? data.events[0] ?? null;
      const parts: string[] = [];
      if (data.squawk === '7700' || data.squawk === '7600' || data.squawk === '7500')
        parts.push(say.hotSquawk(data.flight, data.squawk));
      if (latest)
        parts.push(
          say.hotBecause(
            data.flight,
            eventName(latest.kind, language),
            latest.airportIata || latest.airport,
            clock(latest.time),
          ) + (data.events.length > 1 ? say.hotOthers(data.events.length) : ''),
        );
      if (parts.length === 0) parts.push(say.hotNoEvent(data.flight));
      return answer(parts.join(language === 'zh' ? '' : ' '), links, [flightEventsTool.name]);
    }
    case 'board': {
      const { data, links } = await callTool(
        airportBoardTool,
        { airport: intent.airport, side: intent.side },
        context,
        deps,
      );
      if (!data.found)
        return answer(say.unknownAirport(intent.airport), [], [airportBoardTool.name]);
      const name = (language === 'zh' ? data.airport.cName : null) ?? data.airport.name;
      if (data.flights.length === 0)
        return answer(say.boardEmpty(name), links, [airportBoardTool.name]);
      const lines = data.flights
        .slice(0, 8)
        .map(
          (row) =>
            `${clock(row.scheduled)} ${row.fnum} ${intent.side === 'departures' ? (row.dst.IATA ?? row.dst.ICAO) : (row.org.IATA ?? row.org.ICAO)}`,
        );
      return answer(say.board(name, intent.side, lines), links, [airportBoardTool.name]);
    }
  }
}
