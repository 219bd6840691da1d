/**
 * State of the console guard (installed by setup-tests.ts): an unexpected console.error /
 * console.warn fails the test. A test that expects one calls `allowConsole()`.
 */
export type ConsoleCall = { level: 'error' | 'warn'; args: unknown[] };

export const consoleGuard = {
  calls: [] as ConsoleCall[],
  allowed: false,
};

export function allowConsole(): void {
  consoleGuard.allowed = true;
}
