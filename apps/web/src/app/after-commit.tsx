import { useEffect, type ReactNode } from 'react';

/**
 * Runs `run` once after its whole tree first commits: a parent's effects run after all of its
 * children's, so by then hydrated HTML belongs to React.
 */
export function AfterCommit({ run, children }: { run?: () => void; children: ReactNode }) {
  useEffect(() => run?.(), [run]);
  return children;
}
