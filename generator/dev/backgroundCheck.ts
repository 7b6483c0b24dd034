import { performance } from 'node:perf_hooks';
import { formatMs, type Logger } from '../log.js';
import type { Route } from '../route/route.js';
import type { DevSite } from './devSite.js';
import type { ProblemDisplay } from './problemDisplay.js';
import type { SiteCheck } from './siteCheck.js';

/** How long the whole check waits for saves to pause: at 35,000 pages its last step holds the process for a tenth of a second. */
const pauseMs = 150;

/**
 * When `site dev` checks the whole site: after the first page is served (or two seconds after
 * start), then once saves pause. Its problems join the content problems of the state checked,
 * shown over the page and printed.
 * A check overtaken by a save owes the files saved meanwhile to the next one, so that the
 * pages reading them are not taken as known.
 */
export class BackgroundCheck {
  private running: Promise<void> | undefined;
  private announced = false;
  private soon: NodeJS.Timeout | undefined;
  /** Files saved since the last check that ran to its end; `all` after a save every page reads. */
  private owed: Set<string> | 'all' = new Set();

  constructor(
    private readonly check: SiteCheck,
    private readonly logger: Logger,
    private readonly display: ProblemDisplay,
    /**
     * Called once a check ran to its end: every body of `site` is compiled then, and its slips
     * are worked out (see `Overrides.laterSlips`), once saves paused.
     */
    private readonly checked: (site: DevSite) => void = () => undefined,
  ) {}

  /** Whether a check has started since `site dev` did. */
  get started(): boolean {
    return this.running !== undefined;
  }

  /** Checks `site` now, `first` first. */
  run(site: DevSite, first: Route[] = []): void {
    const started = performance.now();
    const owed = this.owed;
    this.running = this.check
      .run(site, first, owed === 'all' ? undefined : owed)
      .then((dead) => {
        if (!dead) return;
        if (this.owed === owed) this.owed = new Set();
        if (!this.announced && (this.announced = true))
          this.logger.info(
            `checked the links of ${site.prepared.routes.length} pages in ${formatMs(performance.now() - started)}`,
          );
        this.checked(site);
        const problems = site.problems();
        this.display.show([...problems, ...dead], problems.length > 0 ? 'Content check' : 'Link check');
      })
      // What the check or the slips' rules threw is shown as a failure, never left to stop `site dev`.
      .catch((error: unknown) => this.display.fail(error));
  }

  /** Checks `site` once saves pause; `saved` are the files saved, or undefined when every page may have changed. */
  afterSave(site: DevSite, first: Route[], saved: ReadonlySet<string> | undefined): void {
    this.owed = saved && this.owed !== 'all' ? new Set([...this.owed, ...saved]) : 'all';
    this.soon = setTimeout(() => this.run(site, first), pauseMs).unref();
  }

  /** Stops what is under way or waiting: a save came, or `site dev` stops. */
  interrupt(): void {
    this.check.cancel();
    clearTimeout(this.soon);
  }
}
