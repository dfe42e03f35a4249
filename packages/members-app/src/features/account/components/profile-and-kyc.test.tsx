import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, profileAnswer, success } from '../../../testing/fake-api.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { documentProblem, maxDocumentBytes } from '../utils/documents.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';

afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
});

const stepUpRequired = () =>
  failure(403, 'step_up_required', { step_up: 'Please confirm with your password or a current code.' });

describe('profile#security', () => {
  it('sets up the authenticator app after a step-up: QR code, key, confirmation, recovery codes once', async () => {
    let steppedUp = false;
    let active = false;
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'GET /users/totp': () =>
        success({ status: active ? 'active' : 'off', confirmed_at: null, recovery_codes_left: 0 }),
      'GET /users/sessions': () => success({ sessions: [] }),
      'GET /users/loginActivity': () => success({ events: [], next_before: null }),
      'POST /users/reauthenticate': ({ body }) => {
        if ((body as { password?: string }).password !== 'my-password') {
          return failure(400, 'request_failed', {
            password: 'You have entered an invalid password, Please try again.',
          });
        }
        steppedUp = true;
        return success({ step_up_until: new Date(Date.now() + 600_000).toISOString() });
      },
      'POST /users/totp/setup': () =>
        steppedUp
          ? success({
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_uri: 'otpauth://totp/Demo:ada?secret=JBSWY3DPEHPK3PXP',
              qr_text: 'otpauth://totp/Demo:ada?secret=JBSWY3DPEHPK3PXP',
              issuer: 'Demo',
              account_name: 'ada@example.com',
              algorithm: 'SHA1',
              digits: 6,
              period: 30,
            })
          : stepUpRequired(),
      'POST /users/totp/confirm': () => {
        active = true;
        return success({
          status: 'active',
          recovery_codes: ['aaaaa-11111', 'bbbbb-22222'],
          OTPLogin: 1,
          channel: 'totp',
        });
      },
    });
    await renderApp('/profile#security', { details: brandDetails() });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up the authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('You have entered an invalid password, Please try again.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const totpSection = screen.getByRole('heading', { name: 'Authenticator app' }).parentElement!;
    fireEvent.change(within(totpSection).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(totpSection).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaaa-11111', 'bbbbb-22222']);
    expect(await screen.findByText('The authenticator app is on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(api.calls.find((call) => call.route === 'POST /users/totp/confirm')?.body).toEqual({ code: '123456' });
  });

  it('lists active sessions with "End session" and the login activity with time, IP, country and device', async () => {
    let sessions = [
      {
        id: 'ses_current',
        created_at: '2026-11-22T07:00:00Z',
        last_seen_at: '2026-11-22T07:30:00Z',
        expires_at: '',
        ip: '127.0.0.1',
        country: 'GB',
        device: 'Chrome on Linux',
        current: true,
      },
      {
        id: 'ses_other',
        created_at: '2026-11-21T07:00:00Z',
        last_seen_at: '2026-11-21T07:30:00Z',
        expires_at: '',
        ip: '203.0.113.9',
        country: 'DE',
        device: 'Safari on iOS',
        current: false,
      },
    ];
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'GET /users/totp': () => success({ status: 'off', confirmed_at: null, recovery_codes_left: 0 }),
      'GET /users/sessions': () => success({ sessions }),
      'DELETE /users/sessions/{id}': ({ path }) => {
        sessions = sessions.filter((session) => !path.endsWith(session.id));
        return success({ ended: true });
      },
      'GET /users/loginActivity': ({ query }) =>
        query.get('before') === null
          ? success({
              events: [
                {
                  id: '2',
                  time: '2026-11-22T07:00:00Z',
                  ip: '127.0.0.1',
                  country: null,
                  device: 'Chrome on Linux',
                  outcome: 'success',
                },
              ],
              next_before: '2',
            })
          : success({
              events: [
                {
                  id: '1',
                  time: '2026-11-20T07:00:00Z',
                  ip: '198.51.100.7',
                  country: 'FR',
                  device: 'Firefox on Windows',
                  outcome: 'wrong_password',
                },
              ],
              next_before: null,
            }),
    });
    await renderApp('/profile#security', { details: brandDetails() });
    const sessionsSection = (await screen.findByRole('heading', { name: 'Active sessions' })).parentElement!;
    await within(sessionsSection).findByText('Safari on iOS');
    expectDesignSystemTable(within(sessionsSection).getByRole('table', { name: 'Active sessions' }));
    expect(within(sessionsSection).getByText('This device')).toBeTruthy();
    fireEvent.click(within(sessionsSection).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(sessionsSection).queryByText('Safari on iOS')).toBeNull());
    expect(api.calls.map((call) => call.route)).toContain('DELETE /users/sessions/ses_other');

    const activity = screen.getByRole('heading', { name: 'Login activity' }).parentElement!;
    const firstRow = (await within(activity).findByText('Chrome on Linux')).closest('tr')!;
    expectDesignSystemTable(within(activity).getByRole('table', { name: 'Login activity' }));
    expect(within(firstRow).getByText('127.0.0.1')).toBeTruthy();
    expect(within(firstRow).getByText('Unknown')).toBeTruthy();
    fireEvent.click(within(activity).getByRole('button', { name: 'Load more' }));
    const older = (await within(activity).findByText('Firefox on Windows')).closest('tr')!;
    expect(within(older).getByText('198.51.100.7')).toBeTruthy();
    expect(within(older).getByText('FR')).toBeTruthy();
    expect(within(activity).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('saves the two-factor settings behind a step-up', async () => {
    let steppedUp = false;
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'GET /users/totp': () => success({ status: 'off', confirmed_at: null, recovery_codes_left: 0 }),
      'GET /users/sessions': () => success({ sessions: [] }),
      'GET /users/loginActivity': () => success({ events: [], next_before: null }),
      'POST /users/reauthenticate': () => {
        steppedUp = true;
        return success({ step_up_until: '' });
      },
      'PATCH /users/changeOTP': ({ body }) => (steppedUp ? success(body) : stepUpRequired()),
    });
    await renderApp('/profile#security', { details: brandDetails() });
    fireEvent.click(await screen.findByLabelText('Ask for a code when I sign in'));
    fireEvent.click(screen.getByRole('button', { name: 'Save two-factor settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter your password or a code.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Or a two-factor code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor settings saved. Withdrawals are locked for 24 hours.')).toBeTruthy();
    expect(api.calls.filter((call) => call.route === 'PATCH /users/changeOTP').at(-1)?.body).toEqual({
      OTPLogin: 1,
      OTPWithdrawal: 0,
      channel: 'email',
    });
    expect(api.calls.find((call) => call.route === 'POST /users/reauthenticate')?.body).toEqual({ code: '123456' });
  });
});

describe('compliance (spec §4 id state)', () => {
  const compliance = (complianceVerification: string, submission: unknown = null) =>
    success({ complianceVerification, id_state: 2, submission });

  it('shows the success message for a verified user', async () => {
    installFakeApi({
      'GET /users/me': () => meAnswer({ complianceVerification: 'successful' }),
      'GET /users/compliance': () => compliance('successful'),
    });
    await renderApp('/compliance', { details: brandDetails() });
    expect(await screen.findByText('You have successfully verified your account!')).toBeTruthy();
    expect(screen.getByText('Status: Successful')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it("shows the reviewer's reason after a rejection, and the form to try again", async () => {
    installFakeApi({
      'GET /users/me': () => meAnswer({ complianceVerification: 'failed' }),
      'GET /users/compliance': () =>
        compliance('failed', {
          id: 'kyc_1',
          status: 'rejected',
          document_type: 'passport',
          issue_country: 'GB',
          submitted_at: '2026-11-22T07:00:00Z',
          reviewed_at: '2026-11-22T08:00:00Z',
          reason: 'The photo is blurred <b>badly</b>',
          files: [],
        }),
    });
    await renderApp('/compliance', { details: brandDetails() });
    expect(await screen.findByText('Reason: The photo is blurred <b>badly</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('Status: Failed')).toBeTruthy();
    // A picker of the ISO countries (no geo-IP answer here, so it starts empty).
    expect(screen.getByLabelText('Country that issued the document').tagName).toBe('SELECT');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Country is required')).toBeTruthy();
    expect(screen.getAllByText('Please choose a file.')).toHaveLength(2);
  });

  it('shows the review state without a form', async () => {
    installFakeApi({
      'GET /users/me': () => meAnswer({ complianceVerification: 'review' }),
      'GET /users/compliance': () => compliance('review'),
    });
    await renderApp('/onboarding/compliance', { details: brandDetails() });
    expect(await screen.findByText('Status: In review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('checks documents in the browser as the server does: JPEG, PNG or PDF by their bytes, at most 5 MB', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])]);
    const pdf = new Blob(['%PDF-1.7\n']);
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]);
    const gif = new Blob(['GIF89a']);
    const tooLarge = new Blob([new Uint8Array(maxDocumentBytes + 1)]);
    expect(await documentProblem(png, true)).toBeNull();
    expect(await documentProblem(pdf, true)).toBeNull();
    expect(await documentProblem(jpeg, true)).toBeNull();
    expect(await documentProblem(gif, true)).toBe('account:compliance.fileType');
    expect(await documentProblem(tooLarge, true)).toBe('account:compliance.fileTooLarge');
    expect(await documentProblem(undefined, true)).toBe('account:compliance.fileRequired');
    expect(await documentProblem(undefined, false)).toBeNull();
  });
});

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

describe('profile tabs', () => {
  it('offers the Account Statements tab only when the brand has enable_statements on', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer() });
    await renderApp('/profile', { details: brandDetails({ enable_statements: 1 }) });
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal details', 'Security', 'Account Statements']);
    cleanup();
    installFakeApi({ 'GET /users/me': () => meAnswer() });
    await renderApp('/profile', { details: brandDetails({ enable_statements: 0 }) });
    const without = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(
      within(without)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal details', 'Security']);
  });
});

describe('profile personal details', () => {
  it('validates with the spec rules and saves through PATCH /users/edit', async () => {
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'PATCH /users/edit': () => profileAnswer(),
    });
    await renderApp('/profile', { details: brandDetails() });
    fireEvent.change(await screen.findByLabelText('Last Name'), { target: { value: 'L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Last Name must be at least 2 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Byron' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.route === 'PATCH /users/edit')?.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      city: 'London',
    });
  });
});

describe('profile: changing the email address', () => {
  it('asks for a step-up, then the code sent to the new address, and shows the new address', async () => {
    let steppedUp = false;
    let email = 'ada@example.com';
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ email }),
      'POST /users/reauthenticate': () => {
        steppedUp = true;
        return success({ step_up_until: '' });
      },
      'PATCH /users/changeEmail': () =>
        steppedUp ? success({ sent: true, email: 'new@example.com' }) : stepUpRequired(),
      'POST /verify/verifyOTP': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return failure(400, 'request_failed', { code: 'You have entered an invalid code, Please try again.' });
        }
        email = 'new@example.com';
        return success({ verified: 'email_change', email_verified: true });
      },
    });
    await renderApp('/profile', { details: brandDetails() });
    const section = (await screen.findByRole('heading', { name: 'Change email address' })).parentElement!;
    fireEvent.change(within(section).getByLabelText('New email address'), { target: { value: 'nope' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send a code' }));
    expect(await within(section).findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('New email address'), { target: { value: 'New@Example.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Enter the code we sent to new@example.com.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('You have entered an invalid code, Please try again.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('Your email address was changed.')).toBeTruthy();
    expect(await screen.findByText('Email: new@example.com')).toBeTruthy();
    expect(api.calls.filter((call) => call.route === 'PATCH /users/changeEmail').at(-1)?.body).toEqual({
      email: 'new@example.com',
    });
    expect(api.calls.filter((call) => call.route === 'POST /verify/verifyOTP').at(-1)?.body).toEqual({
      type: 'email_change',
      code: '123456',
    });
  });
});
