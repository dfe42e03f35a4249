import { endpoints } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { throttlePolicy } from '../login-throttle.js';
import { passwordResetLifetimeMinutes } from '../password-resets.js';
import { registrationAttemptLifetimeSeconds } from '../registration-attempts.js';

describe('the accounts rows’ descriptions', () => {
  it('quote the server’s lifetimes and limits', () => {
    expect(endpoints.registrationAttempt.description).toContain(
      `valid ${registrationAttemptLifetimeSeconds / 60} minutes`,
    );
    expect(endpoints.forgetPassword.description).toContain(`valid ${passwordResetLifetimeMinutes} minutes`);
    expect(endpoints.forgetPassword.description).toContain(
      `${throttlePolicy.forgotPasswordPerIp.limit} per IP per ${throttlePolicy.forgotPasswordPerIp.windowSeconds / 60} minutes`,
    );
    expect(throttlePolicy.forgotPasswordPerEmail.windowSeconds).toBe(3600);
    expect(endpoints.forgetPassword.description).toContain(
      `${throttlePolicy.forgotPasswordPerEmail.limit} per address per hour`,
    );
    expect(endpoints.resetPassword.description).toContain(`for ${passwordResetLifetimeMinutes} minutes`);
  });
});
