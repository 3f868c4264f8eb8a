import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const a = new PGlite(); await a.query('select 1'); console.log('fresh', Date.now()-t);
t=Date.now(); const dump = await a.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const b = new PGlite({ loadDataDir: dump }); await b.query('select 1'); console.log('load', Date.now()-t);
