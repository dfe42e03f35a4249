import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { idStateFromUser, idVerificationStates, type IdVerificationState } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { AccountPage } from '../components/account-page.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import {
  complianceSchema,
  documentProblem,
  documentTypes,
  maxDocumentBytes,
  requiredKinds,
  uploadVerificationData,
  type DocumentKind,
  type DocumentType,
} from '../api/verification-documents.js';

const complianceQueryKey = ['account', 'compliance'] as const;

const stateNames: Record<IdVerificationState, 'failed' | 'successful' | 'pending' | 'review'> = {
  [idVerificationStates.failed]: 'failed',
  [idVerificationStates.successful]: 'successful',
  [idVerificationStates.pending]: 'pending',
  [idVerificationStates.review]: 'review',
};

const kindLabels: Record<DocumentKind, string> = {
  id_front: 'account:compliance.idFront',
  id_back: 'account:compliance.idBack',
  selfie: 'account:compliance.selfie',
  proof_of_address: 'account:compliance.proofOfAddress',
};

export function CompliancePage() {
  return <ComplianceScreen onboarding={false} />;
}

export function OnboardingCompliancePage() {
  return <ComplianceScreen onboarding />;
}

/**
 * compliance and onboarding/compliance: the identity verification state (spec §4 id state from the
 * current user: 0 failed, 1 successful, 2 pending, 3 review), the reviewer's reason after a
 * rejection, and the document upload while the user may submit.
 */
function ComplianceScreen({ onboarding }: { onboarding: boolean }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const kycPolicy = useBrandStore((state) => state.details?.module.kyc_policy);
  const compliance = useQuery({
    queryKey: complianceQueryKey,
    queryFn: async () => complianceSchema.parse((await apiClient().getCompliance()).request_details),
  });
  if (user === null) return null;
  const state = idStateFromUser(user);
  const reason = compliance.data?.submission?.status === 'rejected' ? compliance.data.submission.reason : null;
  const maySubmit = state === idVerificationStates.pending || state === idVerificationStates.failed;
  return (
    <AccountPage title={t('account:compliance.title')}>
      <p>{t('account:compliance.status', { state: t(`account:compliance.states.${stateNames[state]}`) })}</p>
      {state === idVerificationStates.successful && (
        <p className="notice notice--success" role="status">
          {t('messages:user.accountVerified')}
        </p>
      )}
      {state === idVerificationStates.review && <p className="notice">{t('account:compliance.reviewing')}</p>}
      {state === idVerificationStates.failed && (
        <div className="notice notice--error">
          <p>{t('account:compliance.rejected')}</p>
          {reason && <p>{t('account:compliance.reason', { reason })}</p>}
          <p>{t('account:compliance.tryAgain')}</p>
        </div>
      )}
      {maySubmit && <DocumentsForm />}
      {kycPolicy && (
        <p>
          <a href={kycPolicy} rel="noopener">
            {t('account:compliance.policy')}
          </a>
        </p>
      )}
      {onboarding && (
        <Link className="button" to="/wallets">
          {t('account:compliance.continue')}
        </Link>
      )}
    </AccountPage>
  );
}

function DocumentsForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useRefreshCurrentUser();
  const failureText = useFailureText();
  const [documentType, setDocumentType] = useState<DocumentType>('passport');
  const [issueCountry, setIssueCountry] = useState('');
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const required = requiredKinds(documentType);
  const shown: DocumentKind[] = [...required, ...(['proof_of_address'] as const)];
  const megabytes = maxDocumentBytes / (1024 * 1024);

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!/^[A-Za-z]{2}$/.test(issueCountry.trim())) found['issue_country'] = 'account:compliance.issueCountryInvalid';
    for (const kind of shown) {
      const problem = await documentProblem(files[kind], required.includes(kind));
      if (problem !== null) found[kind] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      const chosen = Object.fromEntries(shown.filter((kind) => files[kind]).map((kind) => [kind, files[kind]]));
      await uploadVerificationData({ documentType, issueCountry: issueCountry.trim().toUpperCase(), files: chosen });
      await queryClient.invalidateQueries({ queryKey: complianceQueryKey });
      await refresh();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="field">
        {t('account:compliance.documentType')}
        <select value={documentType} onChange={(event) => setDocumentType(event.currentTarget.value as DocumentType)}>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`account:compliance.documentTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={`field${errors['issue_country'] ? ' field--invalid' : ''}`}>
        {t('account:compliance.issueCountry')}
        <input
          value={issueCountry}
          maxLength={2}
          placeholder={t('account:compliance.issueCountryHint')}
          onChange={(event) => setIssueCountry(event.currentTarget.value)}
        />
        {errors['issue_country'] && <span className="field__error">{t(errors['issue_country'])}</span>}
      </label>
      {shown.map((kind) => (
        <label key={kind} className={`field${errors[kind] ? ' field--invalid' : ''}`}>
          {t(kindLabels[kind])}
          <input
            type="file"
            name={kind}
            accept="image/jpeg,image/png,application/pdf"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setFiles((current) => ({ ...current, [kind]: file }));
            }}
          />
          <span>{t('account:compliance.fileHint', { megabytes })}</span>
          {errors[kind] && <span className="field__error">{t(errors[kind], { megabytes })}</span>}
        </label>
      ))}
      <FormMessage error={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('account:compliance.submit')}
      </button>
    </form>
  );
}
