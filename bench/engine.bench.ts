import path from 'node:path';
import { componentCatalog } from '../components/index.ts';
import { readBrandFolders, readRulebookFiles } from '../engine/brand-files/index.ts';
import { createComponentRecordReview, createComposer, findPageRecord } from '../engine/compose/index.ts';
import { createSchemaValidator, loadBrands } from '../engine/manifest/index.ts';
import { resolveMarket } from '../engine/market/index.ts';
import { createPageRecordCheck } from '../server/pages/check-page-records.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

/** The time one call takes, averaged over `iterations` calls after one to warm up; printed and recorded. */
function timer(log: FigureLog) {
  return (name: string, iterations: number, work: () => void, goalMicros?: number) => {
    work();
    const started = performance.now();
    for (let index = 0; index < iterations; index++) work();
    const perCall = (performance.now() - started) / iterations;
    const figure = perCall < 1 ? `${(perCall * 1000).toFixed(1)} µs` : `${perCall.toFixed(2)} ms`;
    console.log(`${name.padEnd(44)} ${figure} per call`);
    log.figure({
      what: name.replace(/ \(goal .*\)$/, ''),
      figure: `${figure} per call`,
      method: `mean of ${iterations.toLocaleString('en')} calls in one process, after one call to warm up`,
      ...(goalMicros === undefined ? {} : { goal: `≤ ${goalMicros} µs`, holds: perCall * 1000 <= goalMicros }),
    });
  };
}

/** The brand engine's hot paths: loading every brand, resolving a market, composing a page. */
export async function benchEngine(log: FigureLog = NO_FIGURE_LOG) {
  const time = timer(log);
  const folders = await readBrandFolders(path.resolve(import.meta.dirname, '../brands'));
  const validator = createSchemaValidator();
  const reviewComponent = createComponentRecordReview(componentCatalog);
  const rulebooks = readRulebookFiles(path.resolve(import.meta.dirname, '../rulebooks'));
  time('load and validate every brand', 20, () => void loadBrands(folders, { validator, reviewComponent, rulebooks }));
  const { brands } = loadBrands(folders, { validator, reviewComponent, rulebooks });
  const hippodrome = brands.find((brand) => brand.name === 'hippodrome')!;
  const composePage = createComposer({ catalog: componentCatalog, validator });
  time('resolve a market (ISO3 country)', 10_000, () => void resolveMarket(hippodrome, { country: 'NZL', device: 'mobile' }));
  const lobby = findPageRecord(hippodrome.pages, '/', 'nz')!.record;
  time(
    'compose the lobby with its shell, logged in',
    2_000,
    () =>
      void composePage({
        record: lobby,
        path: '/',
        loggedIn: true,
        pageKind: 'lobby',
        shell: hippodrome.manifest.shell,
        now: Date.now(),
      }),
  );
  // What the server does to every page record the CMS sends (goal: 50 µs for a lobby).
  const keepValid = createPageRecordCheck({ validator, reject: () => undefined });
  time(
    `check a lobby's ${lobby.components.length} CMS records (goal 50 µs)`,
    10_000,
    () => void keepValid('hippodrome', '/', lobby.components),
    50,
  );
}
