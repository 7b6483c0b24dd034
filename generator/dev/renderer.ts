/**
 * What `site dev` recompiles and imports again when a template or an island changes: every
 * stage whose output depends on template code, through the same module as `site build`.
 */
export { prepareSite } from '../prepareSite.js';
export { generatedFiles, pageContext, renderSite } from '../renderSite.js';
export { linkProblems } from '../linkProblems.js';
export { contextKey, pageKey } from '../render/pageKey.js';
export { htmlText } from '../render/spliced.js';
export { readContent } from '../load/loadContent.js';
export { listContent } from '../load/listContent.js';
export { KeptBodies } from '../markdown/keptBodies.js';
export { KeptTownTable } from '../load/keptTownTable.js';
export { markdownPageOf } from '../validate/markdownPageOf.js';
export { frontPlaceholders } from '../validate/frontPlaceholders.js';
export { valueSlips } from '../validate/valueSlips.js';
export { applyBody, bodyWarnings, compileBody } from '../validate/compileBodies.js';
export { markdownRoute } from '../route/markdownRoute.js';
export { patchTownTable } from '../load/patchTownTable.js';
export { patchTownRoutes } from '../route/patchTownRoutes.js';
