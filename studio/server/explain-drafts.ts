import { explainDecision, explainPage } from '../../engine/compose/index.ts';
import { DISPLAY_ROOT, StudioError, type DraftFile } from './brand-files.ts';
import { foldersWithDrafts } from './folders-with-drafts.ts';
import { createStudioEngine } from './studio-engine.ts';

export interface ExplainRequest {
  brand: string;
  path: string;
  country?: string;
  loggedIn?: boolean;
  mobile?: boolean;
  drafts?: DraftFile[];
}

/** The brands as the engine loads them with the drafts applied, and their problems. */
export async function loadWithDrafts(brandsDir: string, drafts: readonly DraftFile[]) {
  const { after } = await foldersWithDrafts(brandsDir, drafts);
  return createStudioEngine().load(after);
}

/** Why the page shows what it shows to one visitor, over the drafts: each decision with its reason in words. */
export async function explainWithDrafts(brandsDir: string, request: ExplainRequest) {
  if (typeof request.path !== 'string' || !request.path.startsWith('/'))
    throw new StudioError(400, 'bad_path', `the page path must start with /, got "${String(request.path)}"`);
  const { after } = await foldersWithDrafts(brandsDir, request.drafts ?? []);
  const engine = createStudioEngine();
  const { brands: loaded, problems } = engine.load(after);
  const brand = loaded.find((candidate) => candidate.name === request.brand);
  const ours = problems.filter((problem) => problem.file.startsWith(`${DISPLAY_ROOT}/${request.brand}/`));
  if (!brand) throw new StudioError(422, 'invalid', `brand "${request.brand}" is invalid or missing`, { problems: ours });
  const explanation = explainPage(brand, engine.composePage, request);
  return {
    market: explanation.market,
    page: explanation.page ? { file: explanation.page.file, path: explanation.page.record.path } : null,
    pageKind: explanation.pageKind,
    loggedIn: explanation.loggedIn,
    problems: ours,
    decisions: explanation.composition.decisions.map((decision) => ({
      ...decision,
      why: explainDecision(decision, explanation.at),
    })),
  };
}
