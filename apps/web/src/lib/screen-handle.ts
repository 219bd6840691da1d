import { useMatches } from 'react-router';

/**
 * What a route tells the shell about its screen, as its React Router `handle` (app/router.tsx): one
 * home for facts that would otherwise become lists of paths inside shared components.
 */
export type ScreenHandle = {
  /**
   * What a signed-in person does here with no connection waits on this device and is sent later
   * (lib/offline-outbox): hearts, completions, distress ratings, check-ins, the diary, the safety plan.
   */
  keepsWorkOffline?: true;
};

const handleOf = (handle: unknown): ScreenHandle => (typeof handle === 'object' && handle !== null ? (handle as ScreenHandle) : {});

/** Whether the screen shown now keeps offline work to send later (its route, or a parent's, says so). */
export function useScreenKeepsWorkOffline(): boolean {
  return useMatches().some((match) => handleOf(match.handle).keepsWorkOffline === true);
}
