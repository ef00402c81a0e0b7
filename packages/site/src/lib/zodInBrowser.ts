import { z } from 'zod';

// zod compiles fast object parsers with `new Function` when it may; probing for that is an
// eval the page's CSP refuses, and the refusal is reported as a page issue. The browser
// parses a few small forms: the plain parsers are fast enough.
z.config({ jitless: true });
