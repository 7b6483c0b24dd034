import { helpCategories, helpCategoryHeadings, type HelpLink } from '../../model/helpArticle.js';

/**
 * The help articles by category: a heading per category that has articles, in the order of
 * `helpCategories`, and under it a link to each article with its description.
 */
export function HelpArticleList({ articles }: { articles: HelpLink[] }) {
  return (
    <section className="help-articles" aria-labelledby="help-articles-title">
      <h2 id="help-articles-title">Articles d’aide</h2>
      {helpCategories.map((category) => {
        const inCategory = articles.filter((article) => article.category === category);
        if (inCategory.length === 0) return null;
        const id = `aide-${category
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .replace(/[^a-z]+/g, '-')}`;
        return (
          <section key={category} className="help-category" aria-labelledby={id}>
            <h3 id={id}>{helpCategoryHeadings[category]}</h3>
            <ul className="help-links">
              {inCategory.map((article) => (
                <li key={article.path}>
                  <a href={article.path}>{article.title}</a>
                  <p>{article.description}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
