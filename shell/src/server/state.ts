import type { InlineResources } from '@storefront/shared/i18n';
import type { RemotesDocument } from '@storefront/shared/contracts/remotes';
import type { MoneyPattern } from '@storefront/shared/money';

/** What a server-rendered page hands the browser's shell: scope values, translations used, remote versions. */
export interface BrowserState {
  /** Path and query the page was rendered for. */
  url: string;
  /** Whether the server loaded the page's data; if not (no server build of its remote) the browser does. */
  started: boolean;
  /** effector's serialize(scope): store values by sid. */
  values: Record<string, unknown>;
  i18n: InlineResources;
  remotes: RemotesDocument;
  /** How the page's prices were written (its language, the shopper's currency): the browser writes them alike without ICU. */
  money?: MoneyPattern;
}
