import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { installFakeApi, meAnswer, success } from '../../../testing/fake-api.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';
import { setUpAccountScreenTests } from '../testing/account-screen-tests.js';

/** Account screens: the operator KYC review screen (shared set-up: ../testing/account-screen-tests.ts). */
setUpAccountScreenTests();

describe('operator KYC review screen', () => {
  it('is for operators only', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer({ role: 'user' }) });
    await renderApp('/operator/kyc', { details: brandDetails() });
    expect(await screen.findByText('This page is for operators only.')).toBeTruthy();
  });

  it('lists the queue, shows a submission with document links, and rejects only with a reason', async () => {
    const user = {
      user_id: 'usr_b',
      email: 'bob@example.com',
      first_name: 'Bob',
      last_name: 'Builder',
      account_number: '10000002',
    };
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ role: 'operator' }),
      'GET /operator/kyc': () =>
        success({
          items: [
            {
              id: 'kyc_1',
              status: 'review',
              document_type: 'passport',
              issue_country: 'GB',
              submitted_at: '2026-11-22T07:00:00Z',
              reviewed_at: null,
              file_count: 2,
              user,
            },
          ],
          page: 1,
          page_size: 100,
          total: 1,
        }),
      'GET /operator/kyc/{id}': () =>
        success({
          submission: {
            id: 'kyc_1',
            status: 'review',
            document_type: 'passport',
            issue_country: 'GB',
            submitted_at: '2026-11-22T07:00:00Z',
            reviewed_at: null,
            reason: null,
            files: [
              {
                id: 'kyf_1',
                kind: 'id_front',
                mime_type: 'image/png',
                size_bytes: 10,
                sha256: '',
                download_path: '/api/operator/kyc/kyc_1/files/kyf_1',
              },
            ],
          },
          user: { ...user, date_of_birth: null, country: 'GB', issue_country: 'GB', complianceVerification: 'review' },
        }),
      'POST /operator/kyc/{id}/reject': () =>
        success({ id: 'kyc_1', status: 'rejected', complianceVerification: 'failed', reason: 'Blurred' }),
    });
    await renderApp('/operator/kyc', { details: brandDetails() });
    expect(await screen.findByText('Bob Builder (bob@example.com, 10000002)')).toBeTruthy();
    expectDesignSystemTable(screen.getByRole('table', { name: 'Identity reviews' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const link = await screen.findByRole('link', { name: 'Download id_front' });
    expect(link.getAttribute('href')).toBe('/api/operator/kyc/kyc_1/files/kyf_1');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give a reason (at most 500 characters).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason for rejection'), { target: { value: 'Blurred' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The verification was rejected.')).toBeTruthy();
    expect(api.calls.find((call) => call.route === 'POST /operator/kyc/kyc_1/reject')?.body).toEqual({
      reason: 'Blurred',
    });
  });
});
