import type { HelpLink } from '../../model/helpArticle.js';
import type { HelpCentre as HelpContent } from '../../model/support.js';
import { ConstructionBlock } from '../sections/ConstructionBlock.js';
import { DevBanner } from '../sections/DevBanner.js';
import { HelpArticleList } from '../sections/HelpArticleList.js';
import { PageHero } from '../sections/PageHero.js';
import { SupportCards } from '../sections/SupportCards.js';
import { Island } from '../Island.js';

/**
 * `/centre-aide`: the search field, the phone and e-mail support cards, and the help articles by
 * category; without articles, the banner and the block saying the help centre is being built.
 */
export function HelpCentre({ help, articles = [] }: { help: HelpContent; articles?: HelpLink[] }) {
  return (
    <>
      <PageHero kicker="Support" heading={help.heading} intro={help.intro}>
        <Island name="HelpSearch" props={{ placeholder: help.searchPlaceholder }} />
      </PageHero>
      <div className="container section-tight">
        {articles.length === 0 && <DevBanner {...help.banner} />}
        <SupportCards help={help} />
        {articles.length > 0 ? (
          <HelpArticleList articles={articles} />
        ) : (
          <ConstructionBlock block={help.construction} />
        )}
      </div>
    </>
  );
}
