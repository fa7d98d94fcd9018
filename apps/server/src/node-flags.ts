/**
 * The V8 flags the server runs with, wherever it is started (`npm start`, the cluster script,
 * the container, the benches that measure it as deployed). Node only takes them on its command
 * line: NODE_OPTIONS refuses them and `v8.setFlagsFromString` after start is unreliable.
 *
 * `--no-allocation-site-pretenuring`: without it, a batch of database rows that happens to be
 * alive at a young-generation collection makes V8 allocate that site's arrays straight into the
 * old generation for the rest of the process's life; a 1,000,000-row export then grew the RSS by
 * 68–201 MB instead of 1–17 MB (apps/server/README.md, "bench:export"). The cost on ingest and the
 * live table is measured in bench:readsb (`--baseline-flags=`).
 */
export const SERVER_NODE_FLAGS = ['--no-allocation-site-pretenuring'] as const;
