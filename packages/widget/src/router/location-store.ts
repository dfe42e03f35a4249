import { frameLocation, subscribeLocation, type AppLocation } from '@platform/core/embed';
import { useSyncExternalStore } from 'react';

export { navigate, syncLocation, type AppLocation } from '@platform/core/embed';

/** The iframe's location as React state (core's frame-location store). */
export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribeLocation, frameLocation);
}
