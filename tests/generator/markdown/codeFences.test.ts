import { describe, expect, it } from 'vitest';
import { codeLines } from '../../../generator/markdown/codeLines.js';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { fenceInfo } from '../../../generator/markdown/fenceInfo.js';

const html = (markdown: string) =>
  compileMarkdown(markdown, { file: 'content/pages/guide.md', firstLine: 1, values: {} }).html;

describe('fence info strings as docs tools write them', () => {
  it('reads the language apart from line markers, line numbers and a label', () => {
    expect(fenceInfo('js{1,3-5}')).toEqual({ language: 'js', marked: new Set([1, 3, 4, 5]), lineNumbers: false });
    expect(fenceInfo('js {1,3}')).toEqual({ language: 'js', marked: new Set([1, 3]), lineNumbers: false });
    expect(fenceInfo('ts:line-numbers {2}')).toEqual({ language: 'ts', marked: new Set([2]), lineNumbers: true });
    expect(fenceInfo('sh [npm]')).toEqual({ language: 'sh', marked: new Set(), lineNumbers: false, title: 'npm' });
    expect(fenceInfo('jsx title="src/App.js" {1, 4-5} showLineNumbers')).toEqual({
      language: 'jsx',
      marked: new Set([1, 4, 5]),
      lineNumbers: true,
      title: 'src/App.js',
    });
    expect(fenceInfo('yaml hl_lines="2 4-5" linenums="1" title="mkdocs.yml"')).toEqual({
      language: 'yaml',
      marked: new Set([2, 4, 5]),
      lineNumbers: true,
      title: 'mkdocs.yml',
    });
    expect(fenceInfo('{ .sh .no-copy }')).toEqual({ language: 'sh', marked: new Set(), lineNumbers: false });
    expect(fenceInfo('hl_lines="3"')).toEqual({ language: '', marked: new Set([3]), lineNumbers: false });
  });
});

describe('code with marked lines', () => {
  it('keeps the language and its colours, and wraps the marked lines in <mark>', () => {
    expect(html('```js{1,3}\nconst a = 1;\nlet b;\nreturn a;\n```\n')).toBe(
      '<pre class="code-block marked-lines" tabindex="0"><code class="language-js">' +
        '<mark class="code-line"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;</mark>\n' +
        '<span class="code-line"><span class="hljs-keyword">let</span> b;</span>\n' +
        '<mark class="code-line"><span class="hljs-keyword">return</span> a;</mark>\n' +
        '</code></pre>\n',
    );
  });

  it('closes and reopens a colour that spans lines, so each line stands alone', () => {
    expect(codeLines('<span class="hljs-comment">/* un\ndeux */</span> x\n')).toEqual([
      '<span class="hljs-comment">/* un</span>',
      '<span class="hljs-comment">deux */</span> x',
    ]);
  });

  it('numbers the lines with :line-numbers, drawn by the CSS', () => {
    expect(html('```txt:line-numbers\nun\ndeux\n```\n')).toBe(
      '<pre class="code-block line-numbers" tabindex="0"><code class="language-txt">' +
        '<span class="code-line">un</span>\n<span class="code-line">deux</span>\n</code></pre>\n',
    );
  });

  it('marks the lines of VitePress’s and Docusaurus’s marking comments, taking the comments out', () => {
    const marked = html(
      '```js\nconst a = 1; // [!code highlight]\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n',
    );
    expect(marked).toContain('<mark class="code-line"><span class="hljs-keyword">const</span> a = ');
    expect(marked).toContain('<mark class="code-line"><span class="hljs-keyword">const</span> b = ');
    expect(marked).toContain('<span class="code-line"><span class="hljs-keyword">const</span> c = ');
    expect(marked).not.toContain('highlight');
  });

  it('shows the lines VitePress marks added or removed as <ins> and <del>', () => {
    expect(html('```js\nconst a = 1 // [!code --]\nconst a = 2 // [!code ++]\n```\n')).toContain(
      '<del class="code-line"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span></del>\n' +
        '<ins class="code-line"><span class="hljs-keyword">const</span> a = <span class="hljs-number">2</span></ins>\n',
    );
  });

  it('colours the fences docs use: vue, vue-html, sh, console, ts, tsx, jsx, json5, diff', () => {
    const samples: Record<string, string> = {
      vue: '<template><p>{{ a }}</p></template>\n<script setup>\nconst a = 1\n</script>',
      'vue-html': '<div class="a">x</div>',
      sh: 'echo "bonjour"',
      console: '$ npm install',
      ts: 'const a: number = 1;',
      tsx: 'const a: number = 1;',
      jsx: 'const a = 1;',
      json5: '{ "a": 1 }',
      diff: '- avant\n+ après',
      powershell: 'Get-Item "C:\\"',
    };
    for (const [language, code] of Object.entries(samples))
      expect(html(`\`\`\`${language}\n${code}\n\`\`\`\n`), language).toMatch(
        new RegExp(
          `^<pre class="code-block" tabindex="0"><code class="language-${language}">.*<span class="hljs-`,
          's',
        ),
      );
  });
});

describe('shell sessions and Vue templates', () => {
  it('colours a shell session’s commands apart from its prompt', () => {
    expect(html('```sh\n$ npm create vue@latest\n```\n')).toContain(
      '<code class="language-sh"><span class="hljs-meta prompt_">$ </span><span class="language-bash">npm create vue@latest</span>',
    );
  });

  it('writes out the texts VitePress’s -vue languages print from braces', () => {
    expect(html("```sh-vue\n$ cd {{'<votre-projet>'}}\n```\n")).toContain(
      '<span class="hljs-built_in">cd</span> &lt;votre-projet&gt;</span>',
    );
  });

  it('colours the JavaScript between a Vue template’s braces', () => {
    expect(html('```vue-html\n{{ count + 1 }}\n```\n')).toContain(
      '<span class="hljs-template-variable">{{</span><span class="language-javascript"> count + <span class="hljs-number">1</span> </span>',
    );
  });
});

describe('code groups', () => {
  it('shows the blocks of ::: code-group one after the other, each labelled', () => {
    expect(html('::: code-group\n\n```sh [npm]\nnpm install\n```\n\n```sh [pnpm]\npnpm add\n```\n\n:::\n')).toBe(
      '<div class="code-group">\n' +
        '<figure class="code-figure">\n<figcaption class="code-title">npm</figcaption>\n' +
        '<pre class="code-block" tabindex="0"><code class="language-sh">npm install\n</code></pre>\n</figure>\n' +
        '<figure class="code-figure">\n<figcaption class="code-title">pnpm</figcaption>\n' +
        '<pre class="code-block" tabindex="0"><code class="language-sh">pnpm add\n</code></pre>\n</figure>\n' +
        '</div>\n',
    );
  });
});

describe('hand-written <pre>', () => {
  it('gets the scrolling box of fenced code', () => {
    expect(html('<pre>une ligne très longue</pre>\n')).toBe(
      '<pre class="code-block" tabindex="0">une ligne très longue</pre>\n',
    );
  });
});
