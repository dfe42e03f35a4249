import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { intlLocale, type StatusTone } from '@platform/core';
import { AmountField } from '../../components/ui/amount-field.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { CheckboxField } from '../../components/ui/checkbox-field.js';
import { CodeField } from '../../components/ui/code-field.js';
import { CopyButton } from '../../components/ui/copy-button.js';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table.js';
import { DropdownMenu, MenuItem, MenuSeparator } from '../../components/ui/dropdown-menu.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Modal } from '../../components/ui/modal.js';
import { PageHeader } from '../../components/ui/page-header.js';
import { QrCode } from '../../components/ui/qr-code.js';
import { SelectField } from '../../components/ui/select-field.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { StatusBadge } from '../../components/ui/status-badge.js';
import { StepIndicator } from '../../components/ui/step-indicator.js';
import { Tabs } from '../../components/ui/tabs.js';
import { TextField } from '../../components/ui/text-field.js';
import { Toaster } from '../../components/ui/toaster.js';
import { Tooltip } from '../../components/ui/tooltip.js';
import { showToast } from '../../stores/toast-store.js';
import { useSchemaForm } from '../../lib/use-schema-form.js';
import { useLocaleStore } from '../../stores/locale-store.js';
import { useBrandStore } from '../../stores/brand-store.js';
import { NotFoundPage } from '../../components/errors/not-found-page.js';
import './design-gallery-page.css';

const sampleAddress = 'rltc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx7xq4';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} className="gallery__section">
      <div className="gallery__row">{children}</div>
    </Card>
  );
}

function ButtonsSection() {
  const { t } = useTranslation('gallery');
  return (
    <Section title={t('sections.buttons')}>
      <Button variant="primary">{t('buttons.primary')}</Button>
      <Button variant="secondary">{t('buttons.secondary')}</Button>
      <Button>{t('buttons.plain')}</Button>
      <Button variant="ghost">{t('buttons.ghost')}</Button>
      <Button variant="danger">{t('buttons.danger')}</Button>
      <Button variant="primary" busy>
        {t('buttons.busy')}
      </Button>
      <Button disabled>{t('buttons.disabled')}</Button>
      <Button size="small">{t('buttons.small')}</Button>
      <Button variant="primary" icon="plus">
        {t('buttons.withIcon')}
      </Button>
    </Section>
  );
}

const sampleFormSchema = z.object({ name: z.string(), email: z.string(), country: z.string() });

function FieldsSection() {
  const { t } = useTranslation('gallery');
  const locale = useLocaleStore((state) => state.locale);
  const regionNames = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
  const form = useSchemaForm(sampleFormSchema, {
    name: 'Ada Lovelace',
    email: 'ada@',
    country: 'DE',
    terms: true,
    amount: '250.00',
    code: '',
  } as Record<string, string | boolean>);
  const shown = { ...form, errors: { email: t('fields.emailError') } };
  return (
    <Section title={t('sections.fields')}>
      <div className="form form--wide gallery__form">
        <div className="form__row">
          <TextField form={shown} name="name" label={t('fields.name')} hint={t('fields.nameHint')} />
          <TextField form={shown} name="email" label={t('fields.email')} type="email" />
        </div>
        <div className="form__row">
          <SelectField
            form={shown}
            name="country"
            label={t('fields.country')}
            options={['DE', 'ES', 'FI', 'IT'].map((code) => ({
              value: code,
              label: regionNames.of(code) ?? code,
            }))}
          />
          <AmountField form={shown} name="amount" label={t('fields.amount')} currency="EUR" />
        </div>
        <CodeField form={shown} name="code" label={t('fields.code')} />
        <CheckboxField form={shown} name="terms" label={t('fields.terms')} />
      </div>
    </Section>
  );
}

function FeedbackSection() {
  const { t } = useTranslation(['gallery', 'status']);
  const badges: [StatusTone, string][] = [
    ['success', t('status:approved')],
    ['warning', t('status:pending')],
    ['danger', t('status:failed')],
    ['info', t('status:preAuthorized')],
    ['neutral', t('status:canceled')],
  ];
  return (
    <Section title={t('sections.feedback')}>
      <div className="gallery__stack">
        <div className="gallery__row">
          {badges.map(([tone, label]) => (
            <StatusBadge key={tone} tone={tone}>
              {label}
            </StatusBadge>
          ))}
        </div>
        <p className="notice notice--info">{t('notices.info')}</p>
        <p className="notice notice--success">{t('notices.success')}</p>
        <p className="notice notice--warning">{t('notices.warning')}</p>
        <p className="notice notice--error" role="alert">
          {t('notices.error')}
        </p>
        <Skeleton lines={3} />
        <Button onClick={() => showToast({ tone: 'success', title: t('toast.title'), description: t('toast.text') })}>
          {t('toast.show')}
        </Button>
      </div>
    </Section>
  );
}

interface SampleRow {
  id: string;
  date: string;
  type: string;
  amount: string;
  tone: StatusTone;
  status: string;
}

function TablesSection() {
  const { t } = useTranslation(['gallery', 'status']);
  const rows: SampleRow[] = [
    {
      id: '1',
      date: '2026-11-20',
      type: t('table.deposit'),
      amount: '0.50000000 BTC',
      tone: 'success',
      status: t('status:approved'),
    },
    {
      id: '2',
      date: '2026-11-21',
      type: t('table.purchase'),
      amount: '€250.00',
      tone: 'warning',
      status: t('status:pending'),
    },
    {
      id: '3',
      date: '2026-11-22',
      type: t('table.withdrawal'),
      amount: '0.25000000 LTC',
      tone: 'info',
      status: t('status:twoFaPending'),
    },
  ];
  const columns: DataTableColumn<SampleRow>[] = [
    { id: 'date', header: t('table.date'), cell: (row) => row.date },
    { id: 'type', header: t('table.type'), cell: (row) => row.type },
    { id: 'amount', header: t('table.amount'), cell: (row) => row.amount, numeric: true },
    { id: 'status', header: t('table.status'), cell: (row) => <StatusBadge tone={row.tone}>{row.status}</StatusBadge> },
    {
      id: 'actions',
      header: t('table.actions'),
      unlabelled: true,
      cell: () => (
        <Button size="small" variant="ghost">
          {t('table.view')}
        </Button>
      ),
    },
  ];
  return (
    <Section title={t('sections.tables')}>
      <div className="gallery__stack">
        <DataTable caption={t('table.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} />
        <EmptyState
          title={t('empty.title')}
          description={t('empty.text')}
          action={<Button variant="primary">{t('empty.action')}</Button>}
        />
      </div>
    </Section>
  );
}

function OverlaysSection() {
  const { t } = useTranslation(['gallery', 'ui']);
  const [open, setOpen] = useState(false);
  return (
    <Section title={t('sections.overlays')}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('dialog.open')}
      </Button>
      <Modal open={open} title={t('dialog.title')} onClose={() => setOpen(false)}>
        <p>{t('dialog.body')}</p>
        <div className="dialog__actions">
          <Button onClick={() => setOpen(false)}>{t('ui:cancel')}</Button>
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t('dialog.confirm')}
          </Button>
        </div>
      </Modal>
      <DropdownMenu label={t('menu.open')} align="start" trigger={<Button icon="chevronDown">{t('menu.open')}</Button>}>
        <MenuItem onSelect={() => undefined}>{t('menu.details')}</MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={() => undefined}>{t('menu.receipt')}</MenuItem>
      </DropdownMenu>
      <Tooltip content={t('tooltip.text')}>
        <Button variant="ghost" icon="info">
          {t('tooltip.trigger')}
        </Button>
      </Tooltip>
    </Section>
  );
}

function NavigationSection() {
  const { t } = useTranslation('gallery');
  return (
    <Section title={t('sections.navigation')}>
      <div className="gallery__stack">
        <StepIndicator
          steps={[t('steps.amount'), t('steps.details'), t('steps.payment'), t('steps.verify')]}
          current={1}
        />
        <Tabs
          label={t('tabs.label')}
          items={[
            { id: 'overview', label: t('tabs.overview'), content: <p>{t('tabs.overviewText')}</p> },
            { id: 'activity', label: t('tabs.activity'), content: <p>{t('tabs.activityText')}</p> },
            { id: 'settings', label: t('tabs.settings'), content: <p>{t('tabs.settingsText')}</p> },
          ]}
        />
      </div>
    </Section>
  );
}

function MoneySection() {
  const { t } = useTranslation('gallery');
  return (
    <Section title={t('sections.money')}>
      <div className="gallery__stack">
        <Card title={t('card.title')} headingLevel={3}>
          <p className="gallery__figure">€108,824.23</p>
          <p className="muted">{t('card.text')}</p>
        </Card>
        <div>
          <p className="field__label">{t('address')}</p>
          <div className="copy-value">
            <code className="copy-value__text">{sampleAddress}</code>
            <CopyButton text={sampleAddress} label={t('copyAddress')} />
          </div>
        </div>
        <QrCode value={`litecoin:${sampleAddress}`} label={t('qr')} />
      </div>
    </Section>
  );
}

/**
 * The design system in one place (test mode only): every component of components/ui in each of
 * its states, with sample content in the user's language. The Chromium suite takes its screenshots
 * and checks it with axe at phone and desktop widths.
 */
export function DesignGalleryPage() {
  const { t } = useTranslation('gallery');
  const testMode = useBrandStore((state) => state.details?.test_mode === true);
  // A live platform has no gallery (the server answers its direct load with 404 too).
  if (!testMode) return <NotFoundPage />;
  return (
    <div className="page-container gallery">
      <PageHeader title={t('title')} description={t('intro')} />
      <ButtonsSection />
      <FieldsSection />
      <FeedbackSection />
      <TablesSection />
      <OverlaysSection />
      <NavigationSection />
      <MoneySection />
      <Toaster />
    </div>
  );
}
