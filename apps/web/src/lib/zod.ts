import { z } from 'zod';

// Zod probes for `new Function` to speed up parsing; the server's Content-Security-Policy forbids eval, so the
// probe only logs a CSP violation. Forms are small: the plain path is fast enough.
z.config({ jitless: true });

export { z };
