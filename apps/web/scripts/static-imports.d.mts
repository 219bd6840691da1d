/** Paths relative to apps/web of the source files `entry` imports statically, `entry` included, sorted. */
export function staticImports(entry?: string): string[];
