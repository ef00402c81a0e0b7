// zod compiles fast object parsers with `new Function` when it may; probing for that is an
// eval the site's CSP refuses (and reports as a page issue). Forms parse a few small objects:
// the plain parsers do. This is zod's own shared config object (`z.config` writes the same
// one), set before any schema exists, without loading zod into the entry.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
