/*
 * Zod compiles a faster parser with `new Function` where it may. Our Content-Security-Policy
 * (script-src 'self') forbids that, so zod's probe for it only raised a policy violation on
 * every page load. Imported first by main.tsx: each object schema decides when it is built.
 */
import { z } from 'zod';

z.config({ jitless: true });
