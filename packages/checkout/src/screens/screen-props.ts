import type { Configuration, LocaleCode } from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';
import type { FlowSession } from '../flow/flow-gate.js';
import type { Translate } from '../i18n/texts.js';
import type { FlowNavigation } from '../stores/flow-store.js';

/** What every checkout screen gets from the app. */
export interface ScreenProps {
  client: FlowClient;
  t: Translate;
  locale: LocaleCode;
  configuration: Configuration;
  testMode: boolean;
  /** The flow path on screen ('/payment'). */
  path: `/${string}`;
  /** The query of the flow's entry URL (merchant_id, currencies, amount). */
  search: string;
  /** The guest's checkout on gated pages; undefined on the open ones (buy, details). */
  session: FlowSession | undefined;
  navigation: FlowNavigation & { push(to: string): void };
}
