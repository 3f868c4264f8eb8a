import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions every embedded database loads, so the migrations' CREATE EXTENSION statements find
 * them (pg_trgm: trigram indexes behind the contacts search). Every `new PGlite` passes these.
 */
export const pgliteExtensions = { pg_trgm };
