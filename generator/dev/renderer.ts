/**
 * What `site dev` recompiles and imports again when a template or an island changes: every
 * stage whose output depends on template code, through the same module as `site build`.
 */
export { prepareSite } from '../prepareSite.js';
export { generatedFiles, linkProblems, renderSite } from '../renderSite.js';
