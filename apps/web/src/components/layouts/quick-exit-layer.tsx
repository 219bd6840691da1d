import { QuickExitCover } from './quick-exit-cover';
import { QuickExitKeys } from './quick-exit-keys';

/**
 * The quick exit's keys and cover, beside the router so they hold on every screen, error screens too
 * (docs/decisions/023-quick-exit.md). The prerenderer (app/prerender.tsx) renders it in the same place:
 * React numbers useId's ids by their place in the tree, and a prerendered screen's ids (a hint a button
 * names in aria-describedby) must be the ones hydration makes.
 */
export function QuickExitLayer() {
  return (
    <>
      <QuickExitKeys />
      <QuickExitCover />
    </>
  );
}
