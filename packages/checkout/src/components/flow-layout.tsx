import type { ReactNode } from 'react';
import type { Configuration, LocaleCode } from '@platform/core';
import type { Translate } from '../i18n/texts.js';
import { FlowFooter } from './flow-footer.js';
import './flow-layout.css';
import { FlowStepper } from './flow-stepper.js';
import type { FlowStep } from './flow-steps.js';

export interface FlowLayoutProps {
  configuration: Configuration;
  locale: LocaleCode;
  t: Translate;
  activeStep: FlowStep;
  children: ReactNode;
}

/** Flow layout of spec §2: header (brand logo and stepper), page, footer. Shared with members-app. */
export function FlowLayout({ configuration, locale, t, activeStep, children }: FlowLayoutProps) {
  return (
    <div className="flow-layout">
      <header className="flow-header">
        {configuration.logo !== '' ? (
          <img className="flow-header__logo" src={configuration.logo} alt={configuration.label_name} />
        ) : (
          <span className="flow-header__name">{configuration.label_name}</span>
        )}
        <FlowStepper t={t} activeStep={activeStep} />
      </header>
      <main className="flow-layout__main">{children}</main>
      <FlowFooter configuration={configuration} locale={locale} t={t} year={new Date().getFullYear()} />
    </div>
  );
}
