import { ChevronDown } from 'lucide-react';
import type { FaqQuestion } from '../../model/faq.js';
import { SectionHeader } from './SectionHeader.js';

/** What the « Questions fréquentes » section of an offer page shows: its heading and its questions, in order. */
export interface FaqSectionProps {
  heading: string;
  questions: FaqQuestion[];
}

/**
 * The questions of an offer page, each a native disclosure: the summary is the question (a
 * button to the keyboard and to screen readers, Enter or Space opens it), the answer follows. No
 * script: every answer is in the page, for visitors without JavaScript and for search engines,
 * which read the same texts in the page's `FAQPage` (see `generator/structuredData/faqPage.ts`).
 */
export function FaqSection({ heading, questions, alt }: FaqSectionProps & { alt?: boolean }) {
  return (
    <section
      id="questions-frequentes"
      className={`section${alt ? ' section-alt' : ''}`}
      aria-labelledby="questions-frequentes-title"
    >
      <div className="container faq">
        <SectionHeader id="questions-frequentes" heading={heading} />
        <div className="faq-list">
          {questions.map(({ question, answer }) => (
            <details key={question} className="faq-item">
              <summary>
                <span className="faq-question">{question}</span>
                <ChevronDown className="faq-mark" size={20} aria-hidden="true" focusable="false" />
              </summary>
              <p className="faq-answer">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
