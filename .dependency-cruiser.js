// The layering rules of the monorepo (`npm run lint:deps`, run by `npm run check`). They encode
// STYLE.md habit 1 and the layer orders in apps/server/README.md and apps/web/README.md
// ("Layers" / "Layout"): an import that breaks them fails the check with the rule's name.
//
// Tests and tools must reach in where product code may not, so files matching TESTS
// (`*.test.ts(x)`, `*.testing.ts` harnesses, `*.bench.ts`, `e2e/`, `bench/`) are exempt from
// the layer, feature-door and composition-root rules. The package rules (packages never import
// apps, nor each other), "every import resolves" and "no cycles" hold for them too.

const TESTS = String.raw`(\.test\.tsx?|\.testing\.ts|\.bench\.ts)$|(^|/)(e2e|bench)/`;

const SERVER = '^apps/server/src/';
// apps/server/README.md "Layers", lowest first. A folder imports only from layers before it
// (the folders and files of one entry are one layer). A new top-level folder or file of src/
// has to be placed here (rule server-layer-unplaced), so the order cannot be skipped unseen.
const SERVER_LAYERS = [
  // shared
  [String.raw`config\.ts$`, String.raw`version\.ts$`],
  ['db/'],
  ['http/'],
  ['modules/'],
  ['testing/'],
  // domains
  ['reference/'],
  ['basemap/'],
  ['coverage/'],
  ['devices/'],
  ['access/'],
  ['exports/'],
  ['messages/'],
  ['accounts/'],
  ['admin/'],
  ['live/'],
  ['traces/'],
  // After traces: an ingest process of a cluster records the other origins' positions.
  ['cluster/'],
  ['flights/'],
  ['ingest/'],
  ['tracker/'],
  ['playback/'],
  ['system/'],
  ['health/'],
  ['site/'],
  ['weather/'],
  ['realtime/'],
  ['sim/'],
  ['jobs/'],
  ['user-statistics/'],
  ['wechat/'],
  ['device-admin/'],
  // Kit applications, fittings and hosting agreements (issue 17, h17-kit).
  ['storage/'],
  ['contracts/'],
  ['applications/'],
  ['ranking/'],
  // The photo gallery (issue 18, h18-gallery).
  ['gallery/'],
  // Navaids, observed routes and the seaway coverage (issue 19 item 6, h19-routes).
  ['airroutes/'],
  // The event detector and the live event feed (issue 19, h19-events).
  ['events/'],
  // The airport page, its boards and timeline of notices (issue 19, h19-airport).
  ['airports/'],
  // Follow and alerts (issue 19 item 5, h19-follow).
  ['follow/'],
  // The assistant: tools over the domains above (issue 20 item 1, h20chat).
  ['chat/'],
  // Feedback, the activity calendar and ID card recognition (issue 20, h20fb).
  ['feedback/'],
  ['activities/'],
  ['id-card/'],
  // WeChat sign-in, binding and the /poa pages' calls (issue 20 item 3, h20wx).
  ['wechat-web/'],
  // Prometheus metrics: reads the inputs, live table, sockets, simulator and recorder (issue 22).
  ['metrics/'],
  // composition
  [String.raw`server\.ts$`],
  [String.raw`main\.ts$`],
];

const WEB = '^apps/web/src/';
// apps/web/README.md "Layout", lowest first. `features/` is one layer: a feature uses another
// only through its index.ts (rules web-feature-door-*).
const WEB_LAYERS = [
  ['testing/'],
  ['lib/'],
  ['i18n/'],
  ['api/'],
  ['session/'],
  ['settings/'],
  ['live/'],
  ['map/'],
  ['ui/'],
  ['features/'],
  ['app/'],
  [String.raw`shell\.tsx$`, String.raw`main\.ts$`],
];

// The upward imports that remain, each named here with its reason (apps/web/README.md lists
// them too). Nothing else may run upwards. None today: the app-wide HTTP client, which had
// reached up from api/ to the session, lives in session/ (session/api-client.ts) since 25
// November. A new one is an object { file, to } with its reason above it.
/** @type {{ file: string, to: string }[]} */
const WEB_UPWARD_EXCEPTIONS = [];

/** `^root(a|b|…)`: any of the given layers' paths under root. */
function anyOf(root, layers) {
  return `${root}(${layers.flat().join('|')})`;
}

/**
 * One rule per layer: nothing in it imports a layer after it. An exception names one file and
 * the files above it that this file alone may import, with the reason in a comment where it is
 * listed; it gets a rule of its own, so anything else it imports upwards still fails.
 */
function layerRules(app, root, layers, exceptions) {
  return layers.slice(0, -1).flatMap((entry, index) => {
    const name = `${app}-layer-${entry[0].replace(/[\\$/]/g, '')}`;
    const from = `${root}(${entry.join('|')})`;
    const above = anyOf(root, layers.slice(index + 1));
    const own = exceptions.filter((exception) => new RegExp(from).test(exception.file));
    const rule = (suffix, fromPath, pathNot, toPathNot) => ({
      name: name + suffix,
      comment: toPathNot
        ? `${fromPath} imports upwards only the files named in its exception.`
        : `${app}: ${entry.join(', ')} imports only the layers before it ` +
          `(apps/${app}/README.md, ${app.toUpperCase()}_LAYERS in .dependency-cruiser.js).`,
      severity: 'error',
      from: { path: fromPath, pathNot },
      to: { path: above, ...(toPathNot ? { pathNot: toPathNot } : {}) },
    });
    return [
      rule('', from, [TESTS, ...own.map((exception) => `^${exception.file}$`)]),
      ...own.map((exception) =>
        rule('-exception', `^${exception.file}$`, TESTS, `^${root.slice(1)}(${exception.to})$`),
      ),
    ];
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves: one that does not would pass every rule below unseen ' +
        '(`@skytrace/*` resolve to packages/*/src through the npm workspace links).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles anywhere, tests included. Type-only imports count too ' +
        '(tsPreCompilationDeps): a type cycle still ties two modules together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'STYLE.md habit 1: packages are libraries; apps are built on them. Tests too.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contracts-imports-nothing-of-ours',
      comment:
        'packages/contracts is the bottom of the house: it imports no other package of ours.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^packages/', pathNot: '^packages/contracts/' },
    },
    {
      name: 'adsb-imports-nothing-of-ours',
      comment: 'packages/adsb is a pure decoder: it imports no other package of ours.',
      severity: 'error',
      from: { path: '^packages/adsb/' },
      to: { path: '^packages/', pathNot: '^packages/adsb/' },
    },
    {
      name: 'server-composition-root',
      comment:
        'server.ts composes the modules and main.ts starts the process: nothing else in ' +
        'src imports them (a test harness composes its module with modules/compose.ts).',
      severity: 'error',
      from: { path: SERVER, pathNot: [String.raw`${SERVER}(server|main)\.ts$`, TESTS] },
      to: { path: String.raw`${SERVER}(server|main)\.ts$` },
    },
    {
      name: 'server-http-app',
      comment:
        'http/app.ts builds the Fastify instance; only the composition (server.ts and ' +
        'modules/compose.ts, which server.ts and test harnesses share) imports it.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [String.raw`${SERVER}(server\.ts|modules/compose\.ts)$`, TESTS],
      },
      to: { path: String.raw`${SERVER}http/app\.ts$` },
    },
    ...layerRules('server', SERVER, SERVER_LAYERS, []),
    {
      name: 'server-layer-unplaced',
      comment:
        'Every folder and file at the top of apps/server/src has a place in the layer order ' +
        '(SERVER_LAYERS here, "Layers" in apps/server/README.md).',
      severity: 'error',
      from: { path: SERVER, pathNot: [anyOf(SERVER, SERVER_LAYERS), TESTS] },
      to: {},
    },
    {
      name: 'web-feature-door-outside',
      comment: 'A feature is entered through its index.ts only (apps/web/README.md "Layout").',
      severity: 'error',
      from: {
        path: WEB,
        pathNot: [
          `${WEB}features/`,
          TESTS,
          // The radar's start-up budget (apps/web/README.md): main.ts reads the tracker's URL
          // parser and boots the radar, and shell.tsx prefetches the tracker and flight
          // playback pages, by their files, because the features' index.ts would pull their
          // routes and the router into the radar's first chunk.
          String.raw`${WEB}(main\.ts|shell\.tsx)$`,
        ],
      },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [
          String.raw`${WEB}features/[^/]+/index\.tsx?$`,
          // A feature's route table is its second door: it names lazy pages only, so the shell's
          // route table takes it without the components and CSS the index.ts offers other
          // features (a receiver table's antd Tag in index.ts cost the phone's start ~100 KB).
          String.raw`${WEB}features/[^/]+/[a-z-]+\.routes\.tsx?$`,
        ],
      },
    },
    {
      name: 'web-feature-door-between',
      comment: 'One feature uses another only through its index.ts.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, String.raw`${WEB}features/[^/]+/index\.tsx?$`],
      },
    },
    ...layerRules('web', WEB, WEB_LAYERS, WEB_UPWARD_EXCEPTIONS),
    {
      name: 'web-layer-unplaced',
      comment:
        'Every folder and file at the top of apps/web/src has a place in the layer order ' +
        '(WEB_LAYERS here, "Layout" in apps/web/README.md).',
      severity: 'error',
      from: { path: WEB, pathNot: [anyOf(WEB, WEB_LAYERS), TESTS] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results)/' },
    // Type-only imports are dependencies too: they are how a cycle or an upward import hides.
    tsPreCompilationDeps: true,
    // Resolution as TypeScript sees it; `@skytrace/*` resolve through the npm workspace links
    // to packages/*/src (their package.json `exports`), not to a build.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
