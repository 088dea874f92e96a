import { config } from 'zod';

// zod compiles object parsers with `new Function` unless told not to. The site's CSP forbids it in
// the browser, where even zod's probe for it is reported as a CSP violation: there, no compiling.
// The server keeps the faster compiled parsers. Imported for this effect before any schema is built.
if (typeof document !== 'undefined') config({ jitless: true });
