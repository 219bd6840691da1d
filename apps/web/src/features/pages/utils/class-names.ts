/** Keeps only the tokens that are valid class names (content must not be able to inject markup). */
export function safeClassNames(value: string | null | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((token) => /^[A-Za-z_][\w-]{0,63}$/.test(token));
}
