import { tasklist } from '@mdit/plugin-tasklist';
import type MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';

type CoreRule = (state: StateCore) => unknown;

/**
 * Task lists (`- [x] Fait`) by @mdit/plugin-tasklist, boxes disabled and labelled. Its rule is run
 * on each item with only the tokens it reads there: the item's first three and the token that
 * opens its list (the last one met a level above). Run on the whole page, it walks back to the
 * list from each item: 25,000 task items (200 KB) took 5 s, quadratic in their number.
 */
export function taskLists(md: MarkdownIt): void {
  const taskRule = ruleOf((stub) => tasklist(stub, { disabled: true, label: true }), 'task_list');
  md.core.ruler.after('inline', 'task_list', (state) => {
    const tokens = state.tokens;
    const lastAt: Token[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      const item = tokens[index - 2];
      const list = item && lastAt[item.level - 1];
      if (
        list &&
        token.type === 'inline' &&
        tokens[index - 1]!.type === 'paragraph_open' &&
        item.type === 'list_item_open'
      )
        taskRule({ tokens: [list, item, tokens[index - 1]!, token], env: state.env, Token: state.Token } as StateCore);
      lastAt[token.level] = token;
    }
  });
}

/** The core rule named `name` that `plugin` registers, taken from a markdown-it of its own. */
function ruleOf(plugin: (md: MarkdownIt) => void, name: string): CoreRule {
  let found: CoreRule | undefined;
  const after = (_: string, rule: string, run: CoreRule) => void (rule === name && (found = run));
  plugin({ core: { ruler: { after } } } as unknown as MarkdownIt);
  if (!found) throw new Error(`the plugin registers no core rule ${name}`);
  return found;
}
