import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  cryptoCurrencies,
  defaultWidgetColors,
  isCryptoCurrency,
  widgetLogoMaxWidthPx,
  widgetLogoSizes,
  type CryptoCurrency,
  type WidgetLogoSize,
} from '@platform/core';
import { useEditMerchantSettings, type MerchantSettingsChange } from '../../api/edit-merchant-settings.js';
import type { MerchantSettings } from '../../api/get-merchant-settings.js';
import { useFormFailure } from '../../hooks/use-merchant-failure.js';
import { isHexColor } from '../../utils/colors.js';
import { Field } from '../../../../components/ui/field.js';
import { FormMessage } from '../../../../components/ui/form-message.js';
import { useMessageText } from '../../../../lib/message-text.js';
import { useSchemaForm } from '../../../../lib/use-schema-form.js';
import { AllowedOriginsEditor } from './allowed-origins-editor.js';
import { SubmitButton } from '../../../../components/ui/submit-button.js';

const serverFields = [
  'name',
  'logo_url',
  'widget_logo_size',
  'primary_color',
  'secondary_color',
  'currencies',
  'allowed_origins',
] as const;

interface Draft {
  name: string;
  primary_color: string;
  secondary_color: string;
  logo_url: string;
  widget_logo_size: WidgetLogoSize;
  currencies: CryptoCurrency[];
  allowed_origins: string[];
}

function draftOf(settings: MerchantSettings): Draft {
  return {
    name: settings.name,
    primary_color: isHexColor(settings.primary_color) ? settings.primary_color : defaultWidgetColors.primary_color,
    secondary_color: isHexColor(settings.secondary_color)
      ? settings.secondary_color
      : defaultWidgetColors.secondary_color,
    logo_url: settings.logo_url ?? '',
    widget_logo_size: settings.widget_logo_size,
    currencies: settings.currencies.filter(isCryptoCurrency),
    allowed_origins: [...settings.allowed_origins],
  };
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const color = z.string().refine(isHexColor, { error: 'merchantSettings:widgetSettings.errors.color' });

/** The settings as the server would take them (the body of PATCH /users/merchant/edit). */
const appearanceFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'merchantSettings:widgetSettings.errors.nameRequired' }),
    primary_color: color,
    secondary_color: color,
    logo_url: z
      .string()
      .trim()
      .refine((logo) => logo === '' || (logo.length <= 2048 && isWebUrl(logo)), {
        error: 'merchantSettings:widgetSettings.errors.logoUrl',
      }),
    widget_logo_size: z.enum(widgetLogoSizes),
    currencies: z.array(z.enum(cryptoCurrencies)).min(1, { error: 'merchantSettings:widgetSettings.errors.coins' }),
    allowed_origins: z.array(z.string()),
  })
  .transform((draft): MerchantSettingsChange => ({
    ...draft,
    logo_url: draft.logo_url === '' ? null : draft.logo_url,
  }));

function ColorField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('merchantSettings');
  return (
    <div className="merchant-color">
      <Field label={label} hint={t('widgetSettings.colorHint')} error={error}>
        <input
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.trim())}
        />
      </Field>
      <input
        type="color"
        aria-label={t('widgetSettings.pickColor', { name: label })}
        value={isHexColor(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * Widget appearance and access (PATCH /users/merchant/edit): merchant name, theme colours (spec
 * defaults dark green and green), logo URL and size (Large, Medium, default: 60, 50, 40 px wide),
 * the coins customers may pay in, and the allowed origins.
 */
export function AppearanceForm({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation('merchantSettings');
  const messageText = useMessageText();
  const edit = useEditMerchantSettings();
  const form = useSchemaForm<typeof appearanceFormSchema, Draft>(appearanceFormSchema, draftOf(settings));
  const showFailure = useFormFailure(serverFields, form.setErrors);
  const [saved, setSaved] = useState(false);
  const draft = form.values;
  const change = (next: Partial<Draft>) => {
    setSaved(false);
    form.setAll({ ...draft, ...next });
  };
  const toggleCoin = (coin: CryptoCurrency, on: boolean) =>
    change({
      currencies: on
        ? cryptoCurrencies.filter((code) => code === coin || draft.currencies.includes(code))
        : draft.currencies.filter((code) => code !== coin),
    });
  const submit = form.submitWith((body) =>
    edit.mutate(body, {
      onSuccess: (savedSettings) => {
        form.setAll(draftOf(savedSettings));
        setSaved(true);
      },
      onError: showFailure,
    }),
  );
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([field, message]) => [field, messageText(message)]),
  ) as Partial<Record<(typeof serverFields)[number] | '', string>>;
  const general = errors[''] ?? null;
  return (
    <section className="merchant-card" aria-labelledby="widget-appearance-title">
      <h2 id="widget-appearance-title">{t('widgetSettings.appearanceTitle')}</h2>
      <form className="form merchant-form" onSubmit={submit} noValidate>
        <Field label={t('widgetSettings.name')} error={errors.name}>
          <input
            maxLength={200}
            required
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
        </Field>
        <div className="merchant-form__row">
          <ColorField
            label={t('widgetSettings.primaryColor')}
            value={draft.primary_color}
            error={errors.primary_color}
            onChange={(value) => change({ primary_color: value })}
          />
          <ColorField
            label={t('widgetSettings.secondaryColor')}
            value={draft.secondary_color}
            error={errors.secondary_color}
            onChange={(value) => change({ secondary_color: value })}
          />
        </div>
        <div>
          <button type="button" className="button" onClick={() => change({ ...defaultWidgetColors })}>
            {t('widgetSettings.defaultColors')}
          </button>
        </div>
        <Field label={t('widgetSettings.logoUrl')} hint={t('widgetSettings.logoUrlHint')} error={errors.logo_url}>
          <input
            type="url"
            inputMode="url"
            maxLength={2048}
            placeholder="https://shop.example/logo.png"
            value={draft.logo_url}
            onChange={(event) => change({ logo_url: event.currentTarget.value })}
          />
        </Field>
        <Field label={t('widgetSettings.logoSize')} error={errors.widget_logo_size}>
          <select
            value={draft.widget_logo_size}
            onChange={(event) => change({ widget_logo_size: event.currentTarget.value as WidgetLogoSize })}
          >
            {widgetLogoSizes.map((size) => (
              <option key={size} value={size}>
                {t(`widgetSettings.logoSizes.${size}`, { width: widgetLogoMaxWidthPx[size] })}
              </option>
            ))}
          </select>
        </Field>
        <fieldset
          className={`merchant-fieldset${errors.currencies ? ' field--invalid' : ''}`}
          aria-describedby={errors.currencies ? 'widget-coins-error' : undefined}
        >
          <legend>{t('widgetSettings.coins')}</legend>
          <div className="merchant-checks">
            {cryptoCurrencies.map((coin) => (
              <label key={coin} className="field--check">
                <input
                  type="checkbox"
                  checked={draft.currencies.includes(coin)}
                  onChange={(event) => toggleCoin(coin, event.currentTarget.checked)}
                />
                {coin}
              </label>
            ))}
          </div>
          {errors.currencies ? (
            <span id="widget-coins-error" className="field__error">
              {errors.currencies}
            </span>
          ) : null}
        </fieldset>
        <AllowedOriginsEditor
          origins={draft.allowed_origins}
          onChange={(allowed_origins) => change({ allowed_origins })}
          serverError={errors.allowed_origins}
        />
        <FormMessage error={general} success={saved ? t('widgetSettings.saved') : null} />
        <div>
          <SubmitButton
            pending={edit.isPending}
            label={t('widgetSettings.save')}
            pendingLabel={t('merchant:common.saving')}
          />
        </div>
      </form>
    </section>
  );
}
