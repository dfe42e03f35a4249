import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { countrySchema, idStateFromUser, idVerificationStates, type IdVerificationState } from '@platform/core';
import { useCurrentUser } from '../../../lib/session/use-current-user.js';
import { useBrandStore } from '../../../stores/brand-store.js';
import { AccountPage } from './account-page.js';
import { FormMessage } from '../../../components/ui/form-message.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { useMutationFailureText } from '../../../lib/mutation-failure.js';
import { useSchemaForm } from '../../../lib/use-schema-form.js';
import { useCompliance } from '../api/get-compliance.js';
import { CountryField } from './country-field.js';
import { useUploadVerificationData } from '../api/verification-documents.js';
import {
  documentProblem,
  documentTypes,
  maxDocumentBytes,
  requiredKinds,
  type DocumentKind,
  type DocumentType,
} from '../utils/documents.js';

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
  const compliance = useCompliance();
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

/** The document form's own fields; the files are checked apart (their first bytes are read). */
const documentsFormSchema = z.object({
  documentType: z.enum(documentTypes),
  issue_country: countrySchema,
});

function DocumentsForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(documentsFormSchema, { documentType: 'passport', issue_country: '' });
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const upload = useUploadVerificationData();
  const failure = useMutationFailureText(upload);
  const required = requiredKinds(form.values.documentType as DocumentType);
  const shown: DocumentKind[] = [...required, ...(['proof_of_address'] as const)];
  const megabytes = maxDocumentBytes / (1024 * 1024);

  const submit = async () => {
    const parsed = form.validate();
    const fileProblems: Record<string, string> = {};
    for (const kind of shown) {
      const problem = await documentProblem(files[kind], required.includes(kind));
      if (problem !== null) fileProblems[kind] = problem;
    }
    if (Object.keys(fileProblems).length > 0) form.setErrors((current) => ({ ...current, ...fileProblems }));
    if (parsed === null || Object.keys(fileProblems).length > 0) return;
    const chosen = Object.fromEntries(shown.filter((kind) => files[kind]).map((kind) => [kind, files[kind]]));
    upload.mutate({ documentType: parsed.documentType, issueCountry: parsed.issue_country, files: chosen });
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
      <SelectField
        form={form}
        name="documentType"
        label={t('account:compliance.documentType')}
        options={documentTypes.map((type) => ({ value: type, label: t(`account:compliance.documentTypes.${type}`) }))}
      />
      <CountryField form={form} name="issue_country" label={t('account:compliance.issueCountry')} />
      {shown.map((kind) => (
        <label key={kind} className={`field${form.errors[kind] ? ' field--invalid' : ''}`}>
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
          {form.errors[kind] && <span className="field__error">{t(form.errors[kind], { megabytes })}</span>}
        </label>
      ))}
      <FormMessage error={failure} />
      <button type="submit" className="button button--primary" disabled={upload.isPending}>
        {t('account:compliance.submit')}
      </button>
    </form>
  );
}
