import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { installFakeApi, meAnswer, success } from '../../../testing/fake-api.js';
import { documentProblem, maxDocumentBytes } from '../utils/documents.js';
import { setUpAccountScreenTests } from '../testing/account-screen-tests.js';

/** Account screens: compliance (spec §4 id state) and the document checks (shared set-up: ../testing/account-screen-tests.ts). */
setUpAccountScreenTests();

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
    expect(await screen.findAllByText('Please choose a file.')).toHaveLength(2);
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
