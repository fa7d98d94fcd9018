/** Flight attribute categories of spec §3. */
export type FlightCategory = 'M' | 'T' | 'F' | 'W' | 'G' | 'N';

/**
 * Civil (M) for airline flights, freighter (F) for freighter types or cargo airlines, UAV (W),
 * business jet (G), general aviation (T) for light aircraft, helicopters and registration
 * callsigns; unknown (N) otherwise.
 */
export function flightCategory(input: {
  isAirline: boolean;
  isCargoAirline: boolean;
  isRegistration: boolean;
  iconClass: string | undefined;
}): FlightCategory {
  if (input.iconClass === 'uav') return 'W';
  if (input.iconClass === 'freighter' || input.isCargoAirline) return 'F';
  if (input.iconClass === 'business_jet') return 'G';
  if (input.isAirline) return 'M';
  if (input.isRegistration || input.iconClass === 'light' || input.iconClass === 'helicopter')
    return 'T';
  return 'N';
}
