// Zod without its compiled fast path: the fast path probes `new Function`, which the Content-Security-Policy forbids
// and every page then reported as a violation. Imported first by main.tsx, because zod decides per schema when the
// schema is made (at module load), so this must run before any schema module.
import { z } from 'zod';

z.config({ jitless: true });
