import { MOBILE_MAX_WIDTH_PX } from './constants';

const MOBILE_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|HarmonyOS|MicroMessenger/i;

export interface DeviceProbe {
  userAgent: string | undefined;
  viewportWidth: number;
}

/**
 * A phone or tablet by user agent, or any browser narrower than the mobile breakpoint: both get
 * the mobile variant, since the desktop tracker needs room for its side panels.
 */
export function isMobileDevice({ userAgent, viewportWidth }: DeviceProbe): boolean {
  if (userAgent === undefined || userAgent === '') {
    // Spec §8: a missing agent is reported, and the viewport alone decides.
    console.warn('[device] invalid user agent');
  } else if (MOBILE_AGENT.test(userAgent)) {
    return true;
  }
  return viewportWidth < MOBILE_MAX_WIDTH_PX;
}

/** Probe of the running browser. */
export function probeDevice(): DeviceProbe {
  return { userAgent: navigator.userAgent, viewportWidth: window.innerWidth };
}
