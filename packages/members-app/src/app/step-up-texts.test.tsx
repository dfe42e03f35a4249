import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { brandDetails } from '../testing/brand-details.js';
import { failure, success } from '../testing/fake-api.js';
import { renderApp } from '../testing/render-app.js';
import { fakePayout, installMerchantFake } from '../features/merchant/testing/merchant-fake.js';

afterEach(cleanup);

/**
 * Issue 15: the merchant payout's step-up dialog showed `stepUp.title`, `stepUp.intro`, … because
 * its texts lived in a namespace the settlements page did not load. The real app loads texts as the
 * browser does (shell namespaces, then each page's), and a text no loaded namespace has throws in
 * tests (src/testing/setup-tests.ts), so this fails again if a page stops loading the shared UI texts.
 */
describe('the step-up dialog opened from the merchant payout form (whole app, lazily loaded texts)', () => {
  it.each(['en', 'de'] as const)(
    'shows its texts in %s',
    async (locale) => {
      const api = installMerchantFake();
      let steppedUp = false;
      api.on('POST /users/reauthenticate', () => {
        steppedUp = true;
        return success({ step_up_until: '2026-11-21T09:10:00.000Z' });
      });
      api.on('POST /users/merchant/payouts', () =>
        steppedUp
          ? success(fakePayout('n1'))
          : failure(403, 'step_up_required', { step_up: 'Please confirm with your password or a current code.' }),
      );
      await renderApp('/merchantSettlements/wire', { details: brandDetails(), locale });
      // Text queries, not role queries with names: those are slow on this large screen.
      const payoutForm = (
        await screen.findByText(allLocaleResources()[locale].merchant.payouts.title, { selector: 'h2' })
      ).closest('section')!;
      const amount = within(payoutForm).getByLabelText(allLocaleResources()[locale].merchant.payouts.amount);
      fireEvent.change(amount, { target: { value: '25' } });
      fireEvent.submit(amount.closest('form')!);

      const texts = allLocaleResources()[locale].ui;
      const dialog = within((await screen.findByText(texts.stepUpTitle)).closest('[role="dialog"]') as HTMLElement);
      expect(dialog.getByText(texts.stepUpIntro)).toBeTruthy();
      expect(dialog.getByLabelText(texts.stepUpPassword)).toBeTruthy();
      expect(dialog.getByLabelText(texts.stepUpCode)).toBeTruthy();
      expect(dialog.getByRole('button', { name: texts.stepUpConfirm })).toBeTruthy();
      expect(dialog.getByRole('button', { name: texts.cancel })).toBeTruthy();
    },
    15_000,
  );
});
