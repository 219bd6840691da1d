import { z } from 'zod';

/**
 * Build-time environment, checked once at start-up. In production Strapi serves this app on the
 * same origin, so the API base is relative.
 */
const envSchema = z.object({
  VITE_API_URL: z
    .string()
    .trim()
    .regex(/^(\/|https?:\/\/)/, 'VITE_API_URL must be a path starting with / or an http(s) URL')
    .default('/api'),
  VITE_STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  // Where the quick exit goes (docs/decisions/023-quick-exit.md): a site anyone might be reading, in place of Steady.
  VITE_QUICK_EXIT_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]/, 'VITE_QUICK_EXIT_URL must be an http(s) URL of another site')
    .default('https://www.bbc.co.uk/weather'),
});

const parsed = envSchema.safeParse({
  VITE_API_URL: import.meta.env.VITE_API_URL || undefined,
  VITE_STRIPE_PUBLISHABLE_KEY: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
  VITE_QUICK_EXIT_URL: import.meta.env.VITE_QUICK_EXIT_URL || undefined,
});

if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

export const env = {
  API_URL: parsed.data.VITE_API_URL.replace(/\/+$/, ''),
  STRIPE_PUBLISHABLE_KEY: parsed.data.VITE_STRIPE_PUBLISHABLE_KEY,
  QUICK_EXIT_URL: parsed.data.VITE_QUICK_EXIT_URL,
} as const;
